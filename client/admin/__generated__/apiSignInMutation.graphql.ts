/**
 * @generated SignedSource<<4680d579d95482e289ca1474953c52b0>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type apiSignInMutation$variables = {
  password: string;
  username: string;
};
export type apiSignInMutation$data = {
  readonly signIn: {
    readonly " $fragmentSpreads": FragmentRefs<"api_session">;
  };
};
export type apiSignInMutation = {
  response: apiSignInMutation$data;
  variables: apiSignInMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "password"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "username"
},
v2 = [
  {
    "kind": "Variable",
    "name": "password",
    "variableName": "password"
  },
  {
    "kind": "Variable",
    "name": "username",
    "variableName": "username"
  }
],
v3 = [
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
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "apiSignInMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "AdminSession",
        "kind": "LinkedField",
        "name": "signIn",
        "plural": false,
        "selections": [
          {
            "kind": "InlineDataFragmentSpread",
            "name": "api_session",
            "selections": (v3/*:: as any*/),
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
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "apiSignInMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "AdminSession",
        "kind": "LinkedField",
        "name": "signIn",
        "plural": false,
        "selections": (v3/*:: as any*/),
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "80d46a4f2607c22b289ff11eab1c5232",
    "id": null,
    "metadata": {},
    "name": "apiSignInMutation",
    "operationKind": "mutation",
    "text": "mutation apiSignInMutation(\n  $username: String!\n  $password: String!\n) {\n  signIn(username: $username, password: $password) {\n    ...api_session\n  }\n}\n\nfragment api_session on AdminSession {\n  csrfToken\n  expiresAt\n  user {\n    username\n    displayName\n  }\n}\n"
  }
};
})();

(node as any).hash = "6e94f2142743a1951da76c61d77f0ddb";

export default node;
