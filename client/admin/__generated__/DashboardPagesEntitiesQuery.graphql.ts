/**
 * @generated SignedSource<<d80d14ea0068005230b2483fa9a898ca>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type DashboardPagesEntitiesQuery$variables = Record<PropertyKey, never>;
export type DashboardPagesEntitiesQuery$data = {
  readonly entities: ReadonlyArray<{
    readonly count: number;
    readonly file: string;
    readonly label: string;
  }>;
};
export type DashboardPagesEntitiesQuery = {
  response: DashboardPagesEntitiesQuery$data;
  variables: DashboardPagesEntitiesQuery$variables;
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
    "name": "DashboardPagesEntitiesQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "DashboardPagesEntitiesQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "dc235043502d50f5c7e0c576f7b8df7f",
    "id": null,
    "metadata": {},
    "name": "DashboardPagesEntitiesQuery",
    "operationKind": "query",
    "text": "query DashboardPagesEntitiesQuery {\n  entities {\n    file\n    label\n    count\n  }\n}\n"
  }
};
})();

(node as any).hash = "19cca68dfb5a36ab1d26ba18ed2e9450";

export default node;
