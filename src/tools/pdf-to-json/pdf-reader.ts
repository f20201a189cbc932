import { getDocument, GlobalWorkerOptions, PDFDateString, type PDFDocumentProxy } from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import type { TextItem } from 'pdfjs-dist/types/src/display/api';
import { withinDeadline } from '@/lib/job-failure';
import { localJson, pageText, type PdfMetadata } from './pdf-text.logic';

// pdf.js parses in its own worker, served from our origin; nothing is fetched from a CDN.
GlobalWorkerOptions.workerSrc = workerUrl;

/**
 * Opens a PDF from its bytes with everything that could reach the network off: no cMaps, standard
 * fonts or wasm decoders are fetched (no URLs given), nothing is streamed or range-requested, and
 * no code is evaluated (our Content-Security-Policy forbids it anyway).
 */
async function openPdf(file: File) {
  return getDocument({
    data: new Uint8Array(await file.arrayBuffer()),
    isEvalSupported: false,
    useWorkerFetch: false,
    disableAutoFetch: true,
    disableStream: true,
    enableXfa: false,
    verbosity: 0,
  });
}

/** A hostile or broken file must not keep pdf.js busy for ever: past this, reading stops with a message. */
const PDF_DEADLINE_MS = 60_000;

async function withPdf<Result>(file: File, read: (pdf: PDFDocumentProxy) => Promise<Result>): Promise<Result> {
  const loading = await openPdf(file);
  const work = loading.promise.then(async (pdf) => {
    try {
      return await read(pdf);
    } finally {
      // Releasing pdf.js's memory may fail when its worker is already gone; the result stands either way.
      pdf.destroy().catch(() => undefined);
    }
  });
  return withinDeadline(work, PDF_DEADLINE_MS, () => void loading.destroy().catch(() => undefined));
}

export interface PdfSummary {
  pageCount: number;
  /** The first page as a PNG data URL, about 160 px wide. */
  thumbnail: string;
}

const THUMBNAIL_WIDTH = 160;

/** Page count and a first-page thumbnail, shown once a file is chosen. */
export function summarizePdf(file: File): Promise<PdfSummary> {
  return withPdf(file, async (pdf) => {
    const page = await pdf.getPage(1);
    const base = page.getViewport({ scale: 1 });
    const viewport = page.getViewport({ scale: (THUMBNAIL_WIDTH * (window.devicePixelRatio || 1)) / base.width });
    const canvas = document.createElement('canvas');
    canvas.width = Math.ceil(viewport.width);
    canvas.height = Math.ceil(viewport.height);
    await page.render({ canvas, viewport, background: '#ffffff' }).promise;
    return { pageCount: pdf.numPages, thumbnail: canvas.toDataURL('image/png') };
  });
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);
const date = (value: unknown) => (typeof value === 'string' ? (PDFDateString.toDateObject(value)?.toISOString() ?? null) : null);

/** The Local engine: metadata, every page's text and its "label: value" pairs, read by pdf.js in its worker. */
export function extractLocally(file: File, signal: AbortSignal): Promise<ReturnType<typeof localJson>> {
  return withPdf(file, async (pdf) => {
    const { info } = await pdf.getMetadata();
    const fields = info as Record<string, unknown>;
    const metadata: PdfMetadata = {
      title: text(fields.Title),
      author: text(fields.Author),
      subject: text(fields.Subject),
      keywords: text(fields.Keywords),
      creator: text(fields.Creator),
      producer: text(fields.Producer),
      creationDate: date(fields.CreationDate),
      modificationDate: date(fields.ModDate),
      pdfVersion: text(fields.PDFFormatVersion),
    };
    const pages: string[] = [];
    for (let number = 1; number <= pdf.numPages; number += 1) {
      signal.throwIfAborted();
      const page = await pdf.getPage(number);
      const content = await page.getTextContent();
      pages.push(pageText(content.items.filter((item): item is TextItem => 'str' in item)));
      page.cleanup();
    }
    return localJson(file.name, metadata, pages);
  });
}

/** The file as base64 without the data: prefix, for the AI engine's inline data. */
export async function fileToBase64(file: File): Promise<string> {
  const reader = new FileReader();
  const url = await new Promise<string>((resolve, reject) => {
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsDataURL(file);
  });
  return url.slice(url.indexOf(',') + 1);
}
