// The inventory screens use the shell's one page header (back link, title, subtitle, actions).
export { PageHeader } from '../../../components/page-header.js';
