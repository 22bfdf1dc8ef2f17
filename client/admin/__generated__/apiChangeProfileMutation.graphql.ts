/**
 * @generated SignedSource<<bce9f24bd1de5f52d75367ed764512a5>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type apiChangeProfileMutation$variables = {
  displayName?: string | null | undefined;
};
export type apiChangeProfileMutation$data = {
  readonly changeProfile: {
    readonly displayName: string | null | undefined;
  };
};
export type apiChangeProfileMutation = {
  response: apiChangeProfileMutation$data;
  variables: apiChangeProfileMutation$variables;
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
    "name": "apiChangeProfileMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "apiChangeProfileMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "a56fb1c2380e6781a0569906475cd4f9",
    "id": null,
    "metadata": {},
    "name": "apiChangeProfileMutation",
    "operationKind": "mutation",
    "text": "mutation apiChangeProfileMutation(\n  $displayName: String\n) {\n  changeProfile(displayName: $displayName) {\n    displayName\n  }\n}\n"
  }
};
})();

(node as any).hash = "e1949805d01a07932ff1b99397715a5c";

export default node;
