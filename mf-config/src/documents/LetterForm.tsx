import { DocumentForm } from './DocumentForm';

/** A letter: the one document form in its letter configuration, exposed to the shell on its own. */
export default function LetterForm() {
  return <DocumentForm kind="letter" />;
}
