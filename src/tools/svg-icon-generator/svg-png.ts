/** Draws the SVG on a canvas of its size and returns a PNG; a transparent background stays transparent. */
export async function svgToPng(dataUri: string, size: number): Promise<Blob> {
  const image = new Image(size, size);
  image.src = dataUri;
  await image.decode();
  const canvas = document.createElement('canvas');
  canvas.width = size;
  canvas.height = size;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('This browser cannot draw on a canvas.');
  context.drawImage(image, 0, 0, size, size);
  return new Promise((resolve, reject) => canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('The PNG could not be made.'))), 'image/png'));
}
