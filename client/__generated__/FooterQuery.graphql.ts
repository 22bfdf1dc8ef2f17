/**
 * @generated SignedSource<<bf427727b6f107d25a43b207a2e6e2ed>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type FooterQuery$variables = Record<PropertyKey, never>;
export type FooterQuery$data = {
  readonly lastUpdate: {
    readonly number: number;
    readonly timestamp: any;
  } | null | undefined;
};
export type FooterQuery = {
  response: FooterQuery$data;
  variables: FooterQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "number",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "timestamp",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "FooterQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "UpdateEntry",
        "kind": "LinkedField",
        "name": "lastUpdate",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          (v1/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "FooterQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "UpdateEntry",
        "kind": "LinkedField",
        "name": "lastUpdate",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "56826d03c8b5850b140855e5a1fa8405",
    "id": null,
    "metadata": {},
    "name": "FooterQuery",
    "operationKind": "query",
    "text": "query FooterQuery {\n  lastUpdate {\n    number\n    timestamp\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "07932b1e20def1731db71a4acc5a0197";

export default node;
