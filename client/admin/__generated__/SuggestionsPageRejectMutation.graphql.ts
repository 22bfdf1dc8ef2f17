/**
 * @generated SignedSource<<2b7031858fea06f34f456bd95d8b1c7b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type SuggestionsPageRejectMutation$variables = {
  id: number;
  reason: string;
};
export type SuggestionsPageRejectMutation$data = {
  readonly rejectSuggestion: {
    readonly id: number;
    readonly status: string;
  };
};
export type SuggestionsPageRejectMutation = {
  response: SuggestionsPageRejectMutation$data;
  variables: SuggestionsPageRejectMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
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
        "name": "id",
        "variableName": "id"
      },
      {
        "kind": "Variable",
        "name": "reason",
        "variableName": "reason"
      }
    ],
    "concreteType": "AdminSuggestion",
    "kind": "LinkedField",
    "name": "rejectSuggestion",
    "plural": false,
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
    "name": "SuggestionsPageRejectMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "SuggestionsPageRejectMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "e170b19d6ba443a8834bacbd86629857",
    "id": null,
    "metadata": {},
    "name": "SuggestionsPageRejectMutation",
    "operationKind": "mutation",
    "text": "mutation SuggestionsPageRejectMutation(\n  $id: Int!\n  $reason: String!\n) {\n  rejectSuggestion(id: $id, reason: $reason) {\n    id\n    status\n  }\n}\n"
  }
};
})();

(node as any).hash = "d2ebb7de6dd3d84471524dd287b13b90";

export default node;
