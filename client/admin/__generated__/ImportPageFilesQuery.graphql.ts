/**
 * @generated SignedSource<<4383bdd995c40357b3e3528d2a52bed9>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ImportPageFilesQuery$variables = Record<PropertyKey, never>;
export type ImportPageFilesQuery$data = {
  readonly entities: ReadonlyArray<{
    readonly count: number;
    readonly file: string;
    readonly label: string;
  }>;
};
export type ImportPageFilesQuery = {
  response: ImportPageFilesQuery$data;
  variables: ImportPageFilesQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "Entity",
    "kind": "LinkedField",
    "name": "entities",
    "plural": true,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "file",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "label",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "count",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "ImportPageFilesQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "ImportPageFilesQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "b16c06c455636dca31e071f7d1e2de81",
    "id": null,
    "metadata": {},
    "name": "ImportPageFilesQuery",
    "operationKind": "query",
    "text": "query ImportPageFilesQuery {\n  entities {\n    file\n    label\n    count\n  }\n}\n"
  }
};
})();

(node as any).hash = "b0ea3f0e3ef80b07aa78a31763958318";

export default node;
