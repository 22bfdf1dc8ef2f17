/**
 * @generated SignedSource<<54d46318316dc53c6c8645d981d1b58d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type AccountPagesChangeProfileMutation$variables = {
  displayName?: string | null | undefined;
};
export type AccountPagesChangeProfileMutation$data = {
  readonly changeProfile: {
    readonly displayName: string | null | undefined;
  };
};
export type AccountPagesChangeProfileMutation = {
  response: AccountPagesChangeProfileMutation$data;
  variables: AccountPagesChangeProfileMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "displayName"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "displayName",
        "variableName": "displayName"
      }
    ],
    "concreteType": "AdminUser",
    "kind": "LinkedField",
    "name": "changeProfile",
    "plural": false,
    "selections": [
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
    "name": "AccountPagesChangeProfileMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "AccountPagesChangeProfileMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "1a706e18848e705debc9b8f65b8b32d9",
    "id": null,
    "metadata": {},
    "name": "AccountPagesChangeProfileMutation",
    "operationKind": "mutation",
    "text": "mutation AccountPagesChangeProfileMutation(\n  $displayName: String\n) {\n  changeProfile(displayName: $displayName) {\n    displayName\n  }\n}\n"
  }
};
})();

(node as any).hash = "6b7aa0fee9e661058c14c194bd0386ed";

export default node;
