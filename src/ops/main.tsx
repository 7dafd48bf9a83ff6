import { createRoot } from 'react-dom/client';
import { Console } from './console';
import './ops.css';

/** The operator console's entry (ops/index.html): its own chunks, never loaded by the customer app. */
const root = document.getElementById('ops-root');
if (root) createRoot(root).render(<Console />);
