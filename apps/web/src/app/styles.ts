// Stylesheets, in cascade order: Mantine's, then the app's own. Imported once by main.tsx.
import '@mantine/core/styles.css';
import '@mantine/dates/styles.css';
import '@mantine/notifications/styles.css';
import '@mantine/charts/styles.css';
import './styles.css';
