import { createRoot } from 'react-dom/client';
import { Placeholder } from './Placeholder';

createRoot(document.getElementById('root')!).render(<Placeholder />);
