import { aiGatewaySuite } from './ai-gateway';
import { base64Suite } from './base64';
import { beautifierSuite } from './beautifier';
import { codegenSuite } from './codegen';
import { dataTimeSuite } from './datatime';
import { fleetSuite } from './fleet';
import { jwtSuite } from './jwt';
import { landingSuite } from './landing';
import { paletteSuite } from './palette';
import { qrSuite } from './qr';
import { regexSuite } from './regex';
import { minifiersSuite } from './minifiers';
import { numberBaseSuite } from './number-base';
import { pdfSuite } from './pdf';
import { toolOpenSuite } from './tool-open';
import type { BenchSuite } from './suite';
import { unicodeInspectorSuite } from './unicode-inspector';

/** Every benchmark group, run in this order; one line per group. */
export const suites: readonly BenchSuite[] = [
  landingSuite,
  toolOpenSuite,
  beautifierSuite,
  jwtSuite,
  qrSuite,
  aiGatewaySuite,
  regexSuite,
  dataTimeSuite,
  base64Suite,
  fleetSuite,
  codegenSuite,
  paletteSuite,
  minifiersSuite,
  pdfSuite,
  numberBaseSuite,
  unicodeInspectorSuite,
];
