import { countText } from './word-counter.logic';

self.onmessage = (event: MessageEvent<string>) => {
  self.postMessage(countText(event.data));
};
