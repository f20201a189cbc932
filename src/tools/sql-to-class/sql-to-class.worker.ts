import { convertSql, type ConvertRequest } from './sql-to-class.logic';

self.onmessage = async (event: MessageEvent<ConvertRequest>) => {
  self.postMessage(await convertSql(event.data));
};
