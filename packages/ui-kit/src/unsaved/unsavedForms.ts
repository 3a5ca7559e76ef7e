/** A form with unsaved changes, as the one guard of the page sees it (remotes share the kit as a singleton). */
export type UnsavedForm = {
  /** whether going to `path` would lose changes */
  mustAsk(path: string): boolean;
  /** warns and asks; true when the person chooses to leave */
  askToLeave(): Promise<boolean>;
  /** called just before a navigation the person accepted, so the form's own guard does not ask again */
  leave(): void;
};

const forms = new Set<UnsavedForm>();

/** Registers a form; returns the function that forgets it. */
export function registerUnsavedForm(form: UnsavedForm): () => void {
  forms.add(form);
  return () => void forms.delete(form);
}

/** Asks every form that would lose changes by going to `path`; true when the way is free. */
export async function confirmLeaving(path: string): Promise<boolean> {
  for (const form of forms) {
    if (form.mustAsk(path) && !(await form.askToLeave())) return false;
  }
  for (const form of forms) form.leave();
  return true;
}
