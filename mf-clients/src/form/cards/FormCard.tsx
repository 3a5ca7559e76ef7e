import type { ReactNode } from 'react';
import { Card } from 'primereact/card';

export type FormCardProps = { id: string; title: string; children: ReactNode };

/** One group of fields (spec 3), a region named by its title. */
export function FormCard({ id, title, children }: FormCardProps) {
  return (
    <section aria-labelledby={id}>
      <Card
        title={
          <h2 id={id} style={{ fontSize: '1.1rem', margin: 0 }}>
            {title}
          </h2>
        }
      >
        <div className="lc-grid">{children}</div>
      </Card>
    </section>
  );
}
