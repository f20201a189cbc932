import type { ReactNode } from 'react';

interface SideBySideProps {
  children: ReactNode;
  /** Each column keeps its own height instead of stretching to the taller one (a form beside its result). */
  alignTop?: boolean;
  /** More room between columns that hold several sections each rather than one pane (the QR Code's content and preview). */
  roomy?: boolean;
}

/** A screen's two columns (input and output, a form and its result): side by side on a wide screen, stacked on a narrow one. */
export function SideBySide({ children, alignTop = false, roomy = false }: SideBySideProps) {
  const className = ['grid', alignTop && 'items-start', roomy ? 'gap-6' : 'gap-4', 'lg:grid-cols-2'].filter(Boolean).join(' ');
  return <div className={className}>{children}</div>;
}
