import type { ReactNode } from 'react';

interface TitledSectionProps {
  /** The heading's id, which names the section for assistive technology. */
  id: string;
  title: string;
  className?: string;
  children: ReactNode;
}

/** A part of a page under its own heading (h2). */
export function TitledSection({ id, title, className, children }: TitledSectionProps) {
  return (
    <section className={className} aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}
