/**
 * @generated SignedSource<<44e7e483399dd41c454ee62f16d68a95>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type EditPageEntitiesQuery$variables = Record<PropertyKey, never>;
export type EditPageEntitiesQuery$data = {
  readonly entities: ReadonlyArray<{
    readonly count: number;
    readonly file: string;
    readonly label: string;
    readonly schema: string;
  }>;
};
export type EditPageEntitiesQuery = {
  response: EditPageEntitiesQuery$data;
  variables: EditPageEntitiesQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "Entity",
    "kind": "LinkedField",
    "name": "entities",
    "plural": true,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "file",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "label",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "count",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "schema",
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
    "name": "EditPageEntitiesQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "EditPageEntitiesQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "5d9128f6678e3dcea2f4de6a6840334e",
    "id": null,
    "metadata": {},
    "name": "EditPageEntitiesQuery",
    "operationKind": "query",
    "text": "query EditPageEntitiesQuery {\n  entities {\n    file\n    label\n    count\n    schema\n  }\n}\n"
  }
};
})();

(node as any).hash = "71366bfe2d5b106d9476e34f3ade9ca0";

export default node;
