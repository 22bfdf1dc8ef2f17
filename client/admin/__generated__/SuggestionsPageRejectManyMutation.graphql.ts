/**
 * @generated SignedSource<<bb313252eb6a41237695864a2f47997c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type SuggestionsPageRejectManyMutation$variables = {
  ids: ReadonlyArray<number>;
  reason: string;
};
export type SuggestionsPageRejectManyMutation$data = {
  readonly rejectSuggestions: ReadonlyArray<{
    readonly id: number;
    readonly status: string;
  }>;
};
export type SuggestionsPageRejectManyMutation = {
  response: SuggestionsPageRejectManyMutation$data;
  variables: SuggestionsPageRejectManyMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "ids"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "reason"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "ids",
        "variableName": "ids"
      },
      {
        "kind": "Variable",
        "name": "reason",
        "variableName": "reason"
      }
    ],
    "concreteType": "AdminSuggestion",
    "kind": "LinkedField",
    "name": "rejectSuggestions",
    "plural": true,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "id",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "status",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "SuggestionsPageRejectManyMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "SuggestionsPageRejectManyMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "340215549ffad47f88f11a0be1cc365c",
    "id": null,
    "metadata": {},
    "name": "SuggestionsPageRejectManyMutation",
    "operationKind": "mutation",
    "text": "mutation SuggestionsPageRejectManyMutation(\n  $ids: [Int!]!\n  $reason: String!\n) {\n  rejectSuggestions(ids: $ids, reason: $reason) {\n    id\n    status\n  }\n}\n"
  }
};
})();

(node as any).hash = "d8a8564dd23ef206ad97ca82b8cc9e95";

export default node;
