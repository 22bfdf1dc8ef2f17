/**
 * @generated SignedSource<<99ffecc5fee9360b3076633a22b0238c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type apiChangePasswordMutation$variables = {
  currentPassword: string;
  newPassword: string;
};
export type apiChangePasswordMutation$data = {
  readonly changePassword: {
    readonly " $fragmentSpreads": FragmentRefs<"api_session">;
  };
};
export type apiChangePasswordMutation = {
  response: apiChangePasswordMutation$data;
  variables: apiChangePasswordMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "currentPassword"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "newPassword"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "currentPassword",
    "variableName": "currentPassword"
  },
  {
    "kind": "Variable",
    "name": "newPassword",
    "variableName": "newPassword"
  }
],
v2 = [
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "apiChangePasswordMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "AdminSession",
        "kind": "LinkedField",
        "name": "changePassword",
        "plural": false,
        "selections": [
          {
            "kind": "InlineDataFragmentSpread",
            "name": "api_session",
            "selections": (v2/*:: as any*/),
            "args": null,
            "argumentDefinitions": []
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "apiChangePasswordMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "AdminSession",
        "kind": "LinkedField",
        "name": "changePassword",
        "plural": false,
        "selections": (v2/*:: as any*/),
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "da1ace68fb1b1f702b1f28ae7183f98a",
    "id": null,
    "metadata": {},
    "name": "apiChangePasswordMutation",
    "operationKind": "mutation",
    "text": "mutation apiChangePasswordMutation(\n  $currentPassword: String!\n  $newPassword: String!\n) {\n  changePassword(currentPassword: $currentPassword, newPassword: $newPassword) {\n    ...api_session\n  }\n}\n\nfragment api_session on AdminSession {\n  csrfToken\n  expiresAt\n  user {\n    username\n    displayName\n  }\n}\n"
  }
};
})();

(node as any).hash = "c2d07dcdb57b05283b7d25068a1c2409";

export default node;
