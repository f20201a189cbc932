import { Download } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { downloadBlob } from '@/lib/download';
import { failureDetail } from '@/lib/failure-detail';
import { Button } from './ui/button';

/** What a download saves: text, bytes, or either made on the click (a PNG drawn from a canvas). */
export type DownloadContent = string | Blob | (() => string | Blob | Promise<string | Blob>);

interface DownloadButtonProps {
  fileName: string;
  mimeType: string;
  content: DownloadContent;
  label?: ReactNode;
  /** The accessible name, when the visible label alone is ambiguous ("Download JSON"). */
  ariaLabel?: string;
  disabled?: boolean;
  variant?: 'primary' | 'secondary';
  /** Hears why content made on the click could not be saved. */
  onError?: (message: string) => void;
}

/** The one way a tool saves a file: a button with a file name and type; empty text disables it. */
export function DownloadButton({ fileName, mimeType, content, label = 'Download', ariaLabel, disabled = false, variant, onError }: DownloadButtonProps) {
  const [busy, setBusy] = useState(false);
  const save = async () => {
    setBusy(true);
    try {
      const made = typeof content === 'function' ? await content() : content;
      downloadBlob(fileName, typeof made === 'string' ? new Blob([made], { type: mimeType }) : made);
    } catch (error) {
      onError?.(`Could not save ${fileName}: ${failureDetail(error)}.`);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button icon={Download} variant={variant} busy={busy} onClick={() => void save()} disabled={disabled || content === ''} aria-label={ariaLabel}>
      {label}
    </Button>
  );
}
