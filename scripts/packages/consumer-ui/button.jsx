// The smallest use of @kurse/ui: one Button with the compiled styles (its first-load size).
import { createRoot } from 'react-dom/client';
import { Button } from '@kurse/ui';
import '@kurse/ui/styles.css';

createRoot(document.getElementById('root')).render(<Button variant="primary">Jetzt buchen</Button>);
