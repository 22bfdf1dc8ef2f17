/**
 * @generated SignedSource<<2eed0c3680bbdff7ed32f6e22c2fcd60>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type apiMeQuery$variables = Record<PropertyKey, never>;
export type apiMeQuery$data = {
  readonly me: {
    readonly " $fragmentSpreads": FragmentRefs<"api_session">;
  } | null | undefined;
};
export type apiMeQuery = {
  response: apiMeQuery$data;
  variables: apiMeQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "csrfToken",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "expiresAt",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "concreteType": "AdminUser",
    "kind": "LinkedField",
    "name": "user",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "username",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "displayName",
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
    "name": "apiMeQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "AdminSession",
        "kind": "LinkedField",
        "name": "me",
        "plural": false,
        "selections": [
          {
            "kind": "InlineDataFragmentSpread",
            "name": "api_session",
            "selections": (v0/*:: as any*/),
            "args": null,
            "argumentDefinitions": []
          }
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
    "name": "apiMeQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "AdminSession",
        "kind": "LinkedField",
        "name": "me",
        "plural": false,
        "selections": (v0/*:: as any*/),
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "0a8d52a2f2b2aa0e8cb935390571a8dd",
    "id": null,
    "metadata": {},
    "name": "apiMeQuery",
    "operationKind": "query",
    "text": "query apiMeQuery {\n  me {\n    ...api_session\n  }\n}\n\nfragment api_session on AdminSession {\n  csrfToken\n  expiresAt\n  user {\n    username\n    displayName\n  }\n}\n"
  }
};
})();

(node as any).hash = "4ebbe2508d9e2b7558818cb64488ab62";

export default node;
