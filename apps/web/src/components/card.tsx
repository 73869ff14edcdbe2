import type { ReactNode } from 'react';

export function Card({ title, actions, children }: { title: string; actions?: ReactNode; children: ReactNode }) {
  return (
    <section className="card" aria-label={title}>
      <header className="card__header">
        <h2 className="card__title">{title}</h2>
        {actions}
      </header>
      <div className="card__body">{children}</div>
    </section>
  );
}
