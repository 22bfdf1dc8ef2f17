/**
 * @generated SignedSource<<e191d72808204aa20ce4ef4675bc60b3>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type apiSignOutMutation$variables = Record<PropertyKey, never>;
export type apiSignOutMutation$data = {
  readonly signOut: boolean;
};
export type apiSignOutMutation = {
  response: apiSignOutMutation$data;
  variables: apiSignOutMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "signOut",
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "apiSignOutMutation",
    "selections": (v0/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "apiSignOutMutation",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "3495dc016dcabfaad0dd35fbdab4ddde",
    "id": null,
    "metadata": {},
    "name": "apiSignOutMutation",
    "operationKind": "mutation",
    "text": "mutation apiSignOutMutation {\n  signOut\n}\n"
  }
};
})();

(node as any).hash = "718ee68f625b02a11a20cd7fb83d2ef8";

export default node;
