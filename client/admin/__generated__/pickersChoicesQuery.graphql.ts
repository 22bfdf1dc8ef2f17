/**
 * @generated SignedSource<<c7d4f64f7ac6754ca8a65e1e1bb4ebb1>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type pickersChoicesQuery$variables = {
  list: string;
  search: string;
  task: string;
};
export type pickersChoicesQuery$data = {
  readonly task: {
    readonly choices: ReadonlyArray<{
      readonly key: string;
      readonly label: string;
      readonly portrait: string | null | undefined;
    }>;
  } | null | undefined;
};
export type pickersChoicesQuery = {
  response: pickersChoicesQuery$data;
  variables: pickersChoicesQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "list"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "search"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "task"
},
v3 = [
  {
    "kind": "Variable",
    "name": "name",
    "variableName": "task"
  }
],
v4 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 8
  },
  {
    "kind": "Variable",
    "name": "list",
    "variableName": "list"
  },
  {
    "kind": "Variable",
    "name": "search",
    "variableName": "search"
  }
],
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "key",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "label",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "portrait",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "pickersChoicesQuery",
    "selections": [
      {
        "alias": null,
        "args": (v3/*:: as any*/),
        "concreteType": "Task",
        "kind": "LinkedField",
        "name": "task",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": (v4/*:: as any*/),
            "concreteType": "DataRecord",
            "kind": "LinkedField",
            "name": "choices",
            "plural": true,
            "selections": [
              (v5/*:: as any*/),
              (v6/*:: as any*/),
              (v7/*:: as any*/)
            ],
            "storageKey": null
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
    "argumentDefinitions": [
      (v2/*:: as any*/),
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "pickersChoicesQuery",
    "selections": [
      {
        "alias": null,
        "args": (v3/*:: as any*/),
        "concreteType": "Task",
        "kind": "LinkedField",
        "name": "task",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": (v4/*:: as any*/),
            "concreteType": "DataRecord",
            "kind": "LinkedField",
            "name": "choices",
            "plural": true,
            "selections": [
              (v5/*:: as any*/),
              (v6/*:: as any*/),
              (v7/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "id",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "8d58d8f385474bc24b734175e2b76744",
    "id": null,
    "metadata": {},
    "name": "pickersChoicesQuery",
    "operationKind": "query",
    "text": "query pickersChoicesQuery(\n  $task: String!\n  $list: String!\n  $search: String!\n) {\n  task(name: $task) {\n    choices(list: $list, search: $search, first: 8) {\n      key\n      label\n      portrait\n      id\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "158095e7b17c37c6793a5bf58da6626d";

export default node;
