import { ChevronDown, ChevronRight } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Panel } from '@/components/panel';
import { Button } from '@/components/ui/button';

interface InsightSectionProps {
  title: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Buttons beside Show/Hide while open (Copy, New sample). */
  actions?: ReactNode;
  children: ReactNode;
}

/** A panel under the matcher that is closed until asked for, so its work (and its library) waits until then. */
export function InsightSection({ title, open, onOpenChange, actions, children }: InsightSectionProps) {
  const bodyId = useId();
  return (
    <Panel
      title={title}
      flush={!open}
      actions={
        <>
          {open && actions}
          <Button
            size="sm"
            variant="ghost"
            icon={open ? ChevronDown : ChevronRight}
            aria-expanded={open}
            aria-controls={bodyId}
            onClick={() => onOpenChange(!open)}
          >
            {open ? `Hide ${title.toLowerCase()}` : `Show ${title.toLowerCase()}`}
          </Button>
        </>
      }
    >
      <div id={bodyId} hidden={!open}>
        {open && children}
      </div>
    </Panel>
  );
}
