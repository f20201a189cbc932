/**
 * The Logo to Palette pipeline as a reducer: idle → extracting → generating_palette →
 * generating_mockups → done, with each mockup's own state. Any error returns it to idle with a
 * message; a new file starts over.
 */
import type { MockupTheme } from '@contract/logo-mockup';
import type { BrandingPalette } from '@contract/logo-palette';

export type Phase = 'idle' | 'extracting' | 'generating_palette' | 'generating_mockups' | 'done';

export const phaseMessages: Record<Exclude<Phase, 'idle' | 'done'>, string> = {
  extracting: 'Analyzing logo colors...',
  generating_palette: 'Creating a branding palette...',
  generating_mockups: 'Generating website mockups...',
};

export type MockupSlot = { status: 'empty' } | { status: 'loading' } | { status: 'ready'; dataUrl: string } | { status: 'failed' };

export interface PipelineState {
  phase: Phase;
  palette: BrandingPalette | null;
  mockups: Record<MockupTheme, MockupSlot>;
  error: string | null;
}

export const initialPipeline: PipelineState = { phase: 'idle', palette: null, mockups: { light: { status: 'empty' }, dark: { status: 'empty' } }, error: null };

export type PipelineAction =
  | { type: 'reset' }
  | { type: 'error'; message: string }
  | { type: 'start' }
  | { type: 'phase'; phase: 'generating_palette' }
  | { type: 'palette'; palette: BrandingPalette }
  | { type: 'mockup-start'; theme: MockupTheme }
  | { type: 'mockup-ready'; theme: MockupTheme; dataUrl: string }
  | { type: 'mockup-failed'; theme: MockupTheme; message: string }
  | { type: 'finish' }
  | { type: 'cancel' };

const isRunning = (phase: Phase) => phase === 'extracting' || phase === 'generating_palette' || phase === 'generating_mockups';

const appendError = (error: string | null, message: string) => (error ? `${error}\n${message}` : message);

export function pipelineReducer(state: PipelineState, action: PipelineAction): PipelineState {
  switch (action.type) {
    case 'reset':
      return initialPipeline;
    case 'error':
      return { ...state, phase: 'idle', error: action.message };
    case 'start':
      // A run starts from nothing: earlier results and errors are cleared.
      return { ...initialPipeline, phase: 'extracting' };
    case 'phase':
      return { ...state, phase: action.phase };
    case 'palette':
      return { ...state, phase: 'generating_mockups', palette: action.palette };
    case 'mockup-start':
      // Outside a run this is a Regenerate, which clears the previous message as any new action does.
      return { ...state, error: isRunning(state.phase) ? state.error : null, mockups: { ...state.mockups, [action.theme]: { status: 'loading' } } };
    case 'mockup-ready':
      return { ...state, mockups: { ...state.mockups, [action.theme]: { status: 'ready', dataUrl: action.dataUrl } } };
    case 'mockup-failed':
      return {
        ...state,
        phase: isRunning(state.phase) ? state.phase : 'idle',
        mockups: { ...state.mockups, [action.theme]: { status: 'failed' } },
        error: appendError(state.error, action.message),
      };
    case 'finish':
      return { ...state, phase: state.error ? 'idle' : 'done' };
    case 'cancel':
      return {
        ...state,
        phase: 'idle',
        mockups: {
          light: state.mockups.light.status === 'loading' ? { status: 'empty' } : state.mockups.light,
          dark: state.mockups.dark.status === 'loading' ? { status: 'empty' } : state.mockups.dark,
        },
      };
  }
}

/** The spec: the trigger is enabled only when idle with a file chosen. */
export const canGenerate = (state: PipelineState, hasFile: boolean) => state.phase === 'idle' && hasFile;

export const isPipelineRunning = (state: PipelineState) => isRunning(state.phase);

/** A mockup can be regenerated once there is a palette, outside a run, when it is not already being drawn. */
export const canRegenerate = (state: PipelineState, theme: MockupTheme) =>
  state.palette !== null && !isRunning(state.phase) && state.mockups[theme].status !== 'loading';
