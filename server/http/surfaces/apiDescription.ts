// The API description of /api (OpenAPI) and its reference page (server/http/apiReference.ts):
// read-only files of their own cache, sent like cached API answers. Listed before /api.

import { errorBody } from '../../shared/errorBody.ts';
import { createApiReference } from '../apiReference.ts';
import { API_HEADERS, setHeaders } from '../headers.ts';
import { sendJson } from '../send.ts';
import { apiKind } from './apiRequest.ts';
import { type MakeSurface, READ_METHODS } from './surface.ts';

export const apiDescription: MakeSurface = ({ edge }) => {
  const reference = createApiReference(edge.compressor);
  return {
    name: 'api description',
    headers: 'api',
    match: (path) => apiKind(path) === 'api' && reference.match(path) !== null,
    handle(req, res, { path }) {
      const key = reference.match(path) as string;
      const method = req.method ?? 'GET';
      if (method !== 'GET' && method !== 'HEAD') {
        setHeaders(res, API_HEADERS);
        return sendJson(res, 405, errorBody(405, `Method ${method} is not allowed on ${key}`), { allow: READ_METHODS });
      }
      edge.sendFixed(req, res, reference.cache, key, reference.entry(key), 'api');
    },
  };
};
