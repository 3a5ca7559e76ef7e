export type RemotePlaceholderProps = { name: string };

/** What a remote shows until its feature screens land. */
export function RemotePlaceholder({ name }: RemotePlaceholderProps) {
  return (
    <section aria-label={name} data-remote={name}>
      <h2>{name}</h2>
    </section>
  );
}
