import { AppProvider } from './provider.js';
import { AppRouter } from './router.js';

export function App() {
  return (
    <AppProvider>
      <AppRouter />
    </AppProvider>
  );
}
