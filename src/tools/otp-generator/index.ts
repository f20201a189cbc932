import { Smartphone } from 'lucide-react';
import { defineTool } from '../define-tool';

export default defineTool({
  id: 'otp-generator',
  title: 'OTP Generator',
  description: 'TOTP and HOTP codes from a Base32 secret: countdown, check a code, otpauth:// URI and its QR code.',
  icon: Smartphone,
  color: '#10b981',
  kind: 'local',
  category: 'Encoding & security',
  load: () => import('./otp-generator.screen'),
});
