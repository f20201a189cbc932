import { aiGatewaySuite } from './ai-gateway';
import { base64Suite } from './base64';
import { beautifierSuite } from './beautifier';
import { codegenSuite } from './codegen';
import { compressSuite } from './compress';
import { dataConverterSuite } from './data-converter';
import { dataTimeSuite } from './datatime';
import { editorIntakeSuite } from './editor-intake';
import { encryptDecryptSuite } from './encrypt-decrypt';
import { fleetSuite } from './fleet';
import { httpHelpersSuite } from './http-helpers';
import { hashingSuite } from './hashing';
import { jsonDiffSuite } from './json-diff';
import { jwtSuite } from './jwt';
import { keysSuite } from './keys';
import { landingSuite } from './landing';
import { paletteSuite } from './palette';
import { passwordGeneratorSuite } from './password-generator';
import { passwordHashingSuite } from './password-hashing';
import { qrSuite } from './qr';
import { regexSuite } from './regex';
import { secretMaskingSuite } from './secret-masking';
import { markdownSuite } from './markdown';
import { minifiersSuite } from './minifiers';
import { numberBaseSuite } from './number-base';
import { pdfSuite } from './pdf';
import { textListsSuite } from './text-lists';
import { textToolsSuite } from './text-tools';
import { textDiffSuite } from './text-diff';
import { textEncodingsSuite } from './text-encodings';
import { toolOpenSuite } from './tool-open';
import { xmlYamlSuite } from './xml-yaml';
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
  compressSuite,
  passwordHashingSuite,
  hashingSuite,
  fleetSuite,
  codegenSuite,
  paletteSuite,
  minifiersSuite,
  pdfSuite,
  numberBaseSuite,
  xmlYamlSuite,
  dataConverterSuite,
  textListsSuite,
  textToolsSuite,
  jsonDiffSuite,
  markdownSuite,
  textDiffSuite,
  unicodeInspectorSuite,
  editorIntakeSuite,
  passwordGeneratorSuite,
  encryptDecryptSuite,
  httpHelpersSuite,
  keysSuite,
  textEncodingsSuite,
  secretMaskingSuite,
];
