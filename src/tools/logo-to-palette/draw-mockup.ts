import { MOCKUP_HEIGHT, MOCKUP_WIDTH, type Shape } from './mockup-scene.logic';
import { readAsDataUrl } from './read-logo';

function roundedRect(context: OffscreenCanvasRenderingContext2D, shape: Extract<Shape, { kind: 'rect' }>) {
  context.beginPath();
  context.roundRect(shape.x, shape.y, shape.width, shape.height, shape.radius ?? 0);
  context.fillStyle = shape.fill;
  context.fill();
  if (shape.stroke) {
    context.strokeStyle = shape.stroke;
    context.lineWidth = 2;
    context.stroke();
  }
}

/** Paints a mockup scene with the logo and returns it as a PNG data URL. */
export async function drawMockup(shapes: readonly Shape[], logo: ImageBitmap): Promise<string> {
  const canvas = new OffscreenCanvas(MOCKUP_WIDTH, MOCKUP_HEIGHT);
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No 2D canvas is available.');
  for (const shape of shapes) {
    switch (shape.kind) {
      case 'rect':
        roundedRect(context, shape);
        break;
      case 'circle':
        context.beginPath();
        context.arc(shape.x, shape.y, shape.radius, 0, Math.PI * 2);
        context.fillStyle = shape.fill;
        context.fill();
        break;
      case 'text':
        context.font = `${shape.weight} ${shape.size}px system-ui, -apple-system, "Segoe UI", sans-serif`;
        context.fillStyle = shape.fill;
        context.textAlign = shape.align ?? 'left';
        context.fillText(shape.text, shape.x, shape.y);
        break;
      case 'logo': {
        const scale = Math.min(shape.width / logo.width, shape.height / logo.height);
        const width = logo.width * scale;
        const height = logo.height * scale;
        context.drawImage(logo, shape.x + (shape.width - width) / 2, shape.y + (shape.height - height) / 2, width, height);
        break;
      }
    }
  }
  return readAsDataUrl(await canvas.convertToBlob({ type: 'image/png' }));
}
