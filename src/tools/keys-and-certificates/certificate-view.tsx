import { CircleCheck, CircleX, Clock } from 'lucide-react';
import type { ReactNode } from 'react';
import { CopyButton } from '@/components/copy-button';
import { DownloadButton } from '@/components/download-button';
import { Panel } from '@/components/panel';
import { TermList } from '@/components/term-list';
import { useNow } from '@/hooks/use-now';
import { validityStatus, type ChainLink, type DecodedCertificate, type DecodedCommon, type DecodedRequest } from './certificate.logic';

/** A date as UTC text without Intl, which a first paint should not wait for. */
export const utcText = (ms: number) =>
  `${new Date(ms)
    .toISOString()
    .replace('T', ' ')
    .replace(/\.\d+Z$/, '')} UTC`;

const list = (items: string[]) => (items.length === 0 ? null : <span className="whitespace-pre-line">{items.join('\n')}</span>);

function Verdict({ ok, children, testId }: { ok: boolean; children: ReactNode; testId?: string }) {
  const Icon = ok ? CircleCheck : CircleX;
  return (
    <p className={`flex items-start gap-2 text-sm ${ok ? 'text-green-700 dark:text-green-400' : 'text-red-700 dark:text-red-400'}`} data-testid={testId}>
      <Icon aria-hidden className="mt-0.5 size-4 shrink-0" />
      <span>{children}</span>
    </p>
  );
}

function commonRows(decoded: DecodedCommon): (readonly [string, ReactNode])[] {
  const rows: (readonly [string, ReactNode])[] = [
    ['Public key', decoded.publicKey],
    ['Signature algorithm', decoded.signatureAlgorithm],
    ['Subject alternative names', list(decoded.subjectAltNames)],
    ['Key usage', list(decoded.keyUsage)],
    ['Extended key usage', list(decoded.extendedKeyUsage)],
    ['Basic constraints', decoded.basicConstraints],
  ];
  return [
    ...rows.filter(([, value]) => value !== null),
    ...decoded.otherExtensions.map((row) => [`${row.name}${row.critical ? ' (critical)' : ''}`, row.value] as const),
    ['SPKI SHA-256 pin', decoded.spkiPin],
  ];
}

function CertificateCard({ certificate, index, link, now }: { certificate: DecodedCertificate; index: number; link: ChainLink; now: number }) {
  const status = validityStatus(certificate, now);
  const StatusIcon = status.state === 'valid' ? Clock : CircleX;
  return (
    <Panel
      title={`Certificate ${index + 1}`}
      level={3}
      data-testid="certificate"
      actions={
        <>
          <CopyButton text={certificate.pem} label="Copy PEM" ariaLabel={`Copy certificate ${index + 1} as PEM`} />
          <CopyButton text={certificate.hex} label="Copy hex" ariaLabel={`Copy certificate ${index + 1} as DER hex`} />
          <DownloadButton
            fileName={`certificate-${index + 1}.pem`}
            mimeType="application/x-pem-file"
            content={certificate.pem}
            ariaLabel={`Download certificate ${index + 1}`}
          />
        </>
      }
    >
      <TermList
        className="grid-cols-[11rem_1fr] text-sm"
        rows={[
          ['Subject', certificate.subject],
          ['Issuer', certificate.issuer],
          ['Serial', certificate.serial],
          ['Valid from', utcText(certificate.notBefore)],
          ['Valid until', utcText(certificate.notAfter)],
          [
            'Status',
            <span key="status" className="inline-flex items-center gap-1 font-sans" data-testid="certificate-countdown">
              <StatusIcon aria-hidden className="size-4" />
              {status.text}
            </span>,
          ],
          ...commonRows(certificate),
          ['SHA-256 fingerprint', certificate.sha256],
          ['SHA-1 fingerprint', certificate.sha1],
        ]}
      />
      <div className="mt-3">
        <Verdict ok={link.ok} testId="chain-link">
          {link.message}
        </Verdict>
      </div>
    </Panel>
  );
}

/** Each certificate in the pasted order, with its link to the next checked. */
export function CertificateList({ certificates, links, clock }: { certificates: DecodedCertificate[]; links: ChainLink[]; clock?: () => number }) {
  const now = useNow({ intervalMs: 1000, clock });
  const broken = links.findIndex((link) => !link.ok);
  return (
    <>
      {certificates.length > 1 && (
        <Verdict ok={broken === -1}>
          {broken === -1 ? `A chain of ${certificates.length} certificates: every link verifies.` : `The chain breaks at certificate ${broken + 1}.`}
        </Verdict>
      )}
      {certificates.map((certificate, index) => (
        <CertificateCard key={certificate.sha256 + index} certificate={certificate} index={index} link={links[index] ?? { ok: false, message: '' }} now={now} />
      ))}
    </>
  );
}

export function RequestView({ request }: { request: DecodedRequest }) {
  return (
    <Panel title="Certificate signing request" level={3}>
      <TermList
        className="grid-cols-[11rem_1fr] text-sm"
        rows={[['Subject', request.subject], ...commonRows(request), ...request.attributes.map((row) => [row.name, row.value] as const)]}
      />
      <div className="mt-3">
        <Verdict ok={request.signatureValid}>
          {request.signatureValid ? 'Its signature verifies with its own public key.' : 'Its signature does not verify with its own public key.'}
        </Verdict>
      </div>
    </Panel>
  );
}
