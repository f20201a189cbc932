import { useCallback, useState } from 'react';
import { Segmented } from '@/components/ui/segmented';
import { useToolSettings } from '@/hooks/use-tool-settings';
import { BasicAuthPanel, NO_BASIC_AUTH, type BasicAuthInputs } from './basic-auth-panel';
import { CookiesPanel } from './cookies-panel';
import { CurlPanel } from './curl-panel';
import type { RequestForm } from './request-to-curl.logic';
import { SETTINGS, type HttpSettings } from './settings';

const panelOptions = [
  { value: 'basic', label: 'Basic auth' },
  { value: 'cookies', label: 'Cookies' },
  { value: 'curl', label: 'curl ↔ code' },
] as const;

const EMPTY_FORM: RequestForm = { method: 'GET', url: '', headers: [{ name: 'Accept', value: 'application/json' }], body: '' };

interface HttpRequestHelpersScreenProps {
  /** Where the time comes from, to judge cookies' expiry: Date.now, or a test's clock. */
  clock?: () => number;
}

export default function HttpRequestHelpersScreen({ clock }: HttpRequestHelpersScreenProps) {
  const [settings, setSettings] = useToolSettings(SETTINGS);
  const onChange = useCallback((change: Partial<HttpSettings>) => setSettings((previous) => ({ ...previous, ...change })), [setSettings]);
  // What is typed or pasted is plain state, kept while the panels switch: passwords, headers, cookies and commands carry credentials.
  const [basic, setBasic] = useState<BasicAuthInputs>(NO_BASIC_AUTH);
  const [cookies, setCookies] = useState('');
  const [command, setCommand] = useState('');
  const [form, setForm] = useState<RequestForm>(EMPTY_FORM);

  return (
    <div className="space-y-4">
      <Segmented legend="Helper" hideLegend name="http-helper" value={settings.panel} options={panelOptions} onChange={(panel) => onChange({ panel })} />
      {settings.panel === 'basic' && <BasicAuthPanel value={basic} onChange={(change) => setBasic((previous) => ({ ...previous, ...change }))} />}
      {settings.panel === 'cookies' && (
        <CookiesPanel header={settings.cookieHeader} onHeader={(cookieHeader) => onChange({ cookieHeader })} text={cookies} onText={setCookies} clock={clock} />
      )}
      {settings.panel === 'curl' && <CurlPanel settings={settings} onChange={onChange} command={command} onCommand={setCommand} form={form} onForm={setForm} />}
    </div>
  );
}
