import { ImageUp } from 'lucide-react';
import { useEffect, useMemo } from 'react';
import { OpenFileButton } from '@/components/file-drop';
import { FileZone, FileZonePrompt } from '@/components/file-zone';
import { logoFileRules } from './logo-file.logic';

interface LogoUploadProps {
  file: File | null;
  /** A checked file, or null with the refusal's message. */
  onChoose: (file: File | null, refusal?: string) => void;
  disabled: boolean;
}

/** The upload area: drop, paste or open a logo; shows the chosen file. Nothing leaves the page here. */
export function LogoUpload({ file, onChoose, disabled }: LogoUploadProps) {
  // An <img> never runs an SVG's scripts or loads its external resources, so the raw file is safe to preview.
  const preview = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  const refuse = (message: string) => onChoose(null, message);
  return (
    <FileZone
      dropLabel="Drop the logo here"
      rules={logoFileRules}
      onFile={(picked) => onChoose(picked)}
      onError={refuse}
      paste={!disabled}
      data-testid="logo-drop-zone"
    >
      {preview && file ? (
        <img
          src={preview}
          alt={`Chosen logo: ${file.name}`}
          className="max-h-32 max-w-full rounded bg-[repeating-conic-gradient(#e2e8f0_0_25%,transparent_0_50%)] bg-[length:16px_16px] object-contain"
        />
      ) : (
        <ImageUp aria-hidden="true" className="size-10 text-slate-400" />
      )}
      <FileZonePrompt file={file}>Drop, paste (Ctrl+V) or upload your logo.</FileZonePrompt>
      <OpenFileButton label="Upload logo" rules={logoFileRules} onFile={(picked) => onChoose(picked)} onError={refuse} />
      <p className="text-xs text-slate-500 dark:text-slate-400">PNG, JPG, WEBP or SVG, up to 4 MB. With the Local engine it never leaves your device.</p>
    </FileZone>
  );
}
