import { type MockupTheme, mockupThemes } from '@contract/logo-mockup';
import type { BrandingPalette } from '@contract/logo-palette';
import type { Engine } from '@contract/engine';
import { UNEXPECTED_FORMAT } from '@contract/messages';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { useLatestWins } from '@/hooks/use-latest-wins';
import { responseOf, useRun } from '@/hooks/use-run';
import { AiOfflineError, isAbort } from '@/lib/ai/ai-error';
import { detailSentence } from '@/lib/job-failure';
import { LatestWins } from '@/lib/latest-wins';
import { assignRoles } from './brand-roles.logic';
import { drawMockup } from './draw-mockup';
import { EXTRACT_FAILED, mockupFailure, NO_FILE, regenerateFailure } from './logo-file.logic';
import { requestBrandingPalette, requestMockup } from './logo-to-palette.ai';
import { mockupScene } from './mockup-scene.logic';
import type { ColorCluster } from './palette-extraction.logic';
import { canGenerate, canRegenerate, initialPipeline, pipelineReducer } from './pipeline.logic';
import { logoImage, prepareLogo, type PreparedLogo, samplePixels } from './read-logo';

/** A failure already worded for the screen. */
class StepError extends Error {}

const isCancel = (error: unknown, signal: AbortSignal) => signal.aborted || isAbort(error);

/**
 * The pipeline behind the screen: the chosen file, its prepared image, the run (cancellable),
 * and each mockup's own generation, on the AI or the Local engine.
 */
export function useLogoPipeline(engine: Engine | null) {
  const [state, dispatch] = useReducer(pipelineReducer, initialPipeline);
  const [file, setFile] = useState<File | null>(null);
  const logoRef = useRef<PreparedLogo | null>(null);
  const runs = useLatestWins();
  const [mockupRuns] = useState(() => Object.fromEntries(mockupThemes.map((theme) => [theme, new LatestWins()])) as Record<MockupTheme, LatestWins>);
  const variations = useRef<Record<MockupTheme, number>>({ light: 0, dark: 0 });
  // Cancelling the run (its signal) terminates the worker.
  const { run: extract } = useRun<Uint8ClampedArray, ColorCluster[]>({
    createWorker: () => new Worker(new URL('./extract-colors.worker.ts', import.meta.url), { type: 'module' }),
    failure: 'Could not extract the colors',
    newer: 'cancels',
  });

  const abortAll = useCallback(() => {
    runs.cancel();
    for (const mockupRun of Object.values(mockupRuns)) mockupRun.cancel();
  }, [mockupRuns, runs]);

  useEffect(() => abortAll, [abortAll]);

  /** Picking a new file resets palette, mockups and state. */
  const chooseFile = useCallback(
    (next: File | null, refusal: string | null = null) => {
      abortAll();
      logoRef.current = null;
      variations.current = { light: 0, dark: 0 };
      setFile(next);
      dispatch(refusal ? { type: 'error', message: refusal } : { type: 'reset' });
    },
    [abortAll],
  );

  const extractLocally = async (logo: PreparedLogo, signal: AbortSignal): Promise<BrandingPalette> => {
    // A failure rejects with its JobFailure, worded in the spec's words below ("Failed to extract colors. {Detail}.").
    const clusters = responseOf(await extract(samplePixels(logo.bitmap), { signal }));
    dispatch({ type: 'phase', phase: 'generating_palette' });
    const palette = assignRoles(clusters);
    if (!palette) throw new StepError(`${EXTRACT_FAILED} The logo has no visible pixels.`);
    return palette;
  };

  const extractWithAi = async (logo: PreparedLogo, signal: AbortSignal): Promise<BrandingPalette> => {
    dispatch({ type: 'phase', phase: 'generating_palette' });
    let palette: BrandingPalette | null;
    try {
      palette = await requestBrandingPalette(logoImage(logo), signal);
    } catch (error) {
      if (isCancel(error, signal)) throw error;
      // Being offline speaks for itself, as in every AI tool.
      throw new StepError(error instanceof AiOfflineError ? error.message : `${EXTRACT_FAILED} ${detailSentence(error)}`);
    }
    if (!palette) throw new StepError(`${EXTRACT_FAILED} ${UNEXPECTED_FORMAT}`);
    return palette;
  };

  /** One mockup, on its own: its card shows a spinner, then the image or "Generation failed". */
  const makeMockup = async (theme: MockupTheme, palette: BrandingPalette, logo: PreparedLogo, signal: AbortSignal, failure: string) => {
    dispatch({ type: 'mockup-start', theme });
    try {
      let dataUrl: string;
      if (engine === 'local') {
        dataUrl = await drawMockup(mockupScene(palette, theme, variations.current[theme]), logo.bitmap);
      } else {
        const reading = await requestMockup(logoImage(logo), theme, palette, signal);
        if ('error' in reading) throw new Error(reading.error);
        dataUrl = reading.dataUrl;
      }
      if (!signal.aborted) dispatch({ type: 'mockup-ready', theme, dataUrl });
    } catch (error) {
      if (isCancel(error, signal)) return;
      dispatch({ type: 'mockup-failed', theme, message: `${failure} ${detailSentence(error)}` });
    }
  };

  const generate = async () => {
    if (!file) return dispatch({ type: 'error', message: NO_FILE });
    if (!canGenerate(state, true) || engine === null) return;
    abortAll();
    const { signal } = runs.begin();
    dispatch({ type: 'start' });
    try {
      let logo: PreparedLogo;
      try {
        logo = await prepareLogo(file);
      } catch {
        throw new StepError(`${EXTRACT_FAILED} The file could not be read as an image.`);
      }
      logoRef.current = logo;
      const palette = engine === 'local' ? await extractLocally(logo, signal) : await extractWithAi(logo, signal);
      if (signal.aborted) return;
      dispatch({ type: 'palette', palette });
      await Promise.all(mockupThemes.map((theme) => makeMockup(theme, palette, logo, signal, mockupFailure(theme))));
      if (!signal.aborted) dispatch({ type: 'finish' });
    } catch (error) {
      if (isCancel(error, signal)) return;
      dispatch({ type: 'error', message: error instanceof StepError ? error.message : `${EXTRACT_FAILED} ${detailSentence(error)}` });
    }
  };

  const regenerate = async (theme: MockupTheme) => {
    const logo = logoRef.current;
    if (!logo || !state.palette || !canRegenerate(state, theme)) return;
    const { signal } = mockupRuns[theme].begin();
    variations.current[theme] += 1;
    await makeMockup(theme, state.palette, logo, signal, regenerateFailure(theme));
  };

  const cancel = () => {
    abortAll();
    dispatch({ type: 'cancel' });
  };

  /** A finished run can be run again on another engine without picking the file again. */
  const rearm = useCallback(() => dispatch({ type: 'cancel' }), []);

  return { state, file, chooseFile, generate, regenerate, cancel, rearm };
}
