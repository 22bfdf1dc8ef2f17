/**
 * @generated SignedSource<<941df080d4d816109d209d681493b20e>>
 * @relayHash 56826d03c8b5850b140855e5a1fa8405
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID fe833a74477b1919a90d6ca6e49ea511660c441ece630e42de03a4f469519345

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
    "id": "fe833a74477b1919a90d6ca6e49ea511660c441ece630e42de03a4f469519345",
    "metadata": {},
    "name": "FooterQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "07932b1e20def1731db71a4acc5a0197";

export default node;
