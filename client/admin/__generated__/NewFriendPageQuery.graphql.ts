/**
 * @generated SignedSource<<2f11162198c5bb6bf5d5c83759309c8b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type NewFriendPageQuery$variables = {
  fromSuggestion: boolean;
  suggestion: number;
};
export type NewFriendPageQuery$data = {
  readonly suggestion?: {
    readonly count: number;
    readonly evidence: ReadonlyArray<{
      readonly height: number;
      readonly id: number;
      readonly url: string;
      readonly width: number;
    }>;
    readonly id: number;
    readonly inGameOn: string | null | undefined;
    readonly newRecord: boolean;
    readonly note: string;
    readonly sourceUrl: string | null | undefined;
    readonly status: string;
    readonly value: string;
  } | null | undefined;
  readonly task: {
    readonly file: string;
    readonly worlds: ReadonlyArray<{
      readonly key: string;
      readonly label: string;
    }>;
  } | null | undefined;
};
export type NewFriendPageQuery = {
  response: NewFriendPageQuery$data;
  variables: NewFriendPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "fromSuggestion"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "suggestion"
},
v2 = [
  {
    "kind": "Literal",
    "name": "name",
    "value": "new-friend"
  }
],
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "file",
  "storageKey": null
},
v4 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 500
  },
  {
    "kind": "Literal",
    "name": "list",
    "value": "worlds"
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
  "name": "id",
  "storageKey": null
},
v8 = {
  "condition": "fromSuggestion",
  "kind": "Condition",
  "passingValue": true,
  "selections": [
    {
      "alias": "suggestion",
      "args": [
        {
          "kind": "Variable",
          "name": "id",
          "variableName": "suggestion"
        }
      ],
      "concreteType": "AdminSuggestion",
      "kind": "LinkedField",
      "name": "queuedSuggestion",
      "plural": false,
      "selections": [
        (v7/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "status",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "newRecord",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "value",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "sourceUrl",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "inGameOn",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "note",
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
          "concreteType": "Evidence",
          "kind": "LinkedField",
          "name": "evidence",
          "plural": true,
          "selections": [
            (v7/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "url",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "width",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "height",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ]
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "NewFriendPageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "Task",
        "kind": "LinkedField",
        "name": "task",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          {
            "alias": "worlds",
            "args": (v4/*:: as any*/),
            "concreteType": "DataRecord",
            "kind": "LinkedField",
            "name": "choices",
            "plural": true,
            "selections": [
              (v5/*:: as any*/),
              (v6/*:: as any*/)
            ],
            "storageKey": "choices(first:500,list:\"worlds\")"
          }
        ],
        "storageKey": "task(name:\"new-friend\")"
      },
      (v8/*:: as any*/)
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "NewFriendPageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "Task",
        "kind": "LinkedField",
        "name": "task",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          {
            "alias": "worlds",
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
            "storageKey": "choices(first:500,list:\"worlds\")"
          }
        ],
        "storageKey": "task(name:\"new-friend\")"
      },
      (v8/*:: as any*/)
    ]
  },
  "params": {
    "cacheID": "05c22ecfcce6a39028d94423dff62d82",
    "id": null,
    "metadata": {},
    "name": "NewFriendPageQuery",
    "operationKind": "query",
    "text": "query NewFriendPageQuery(\n  $suggestion: Int!\n  $fromSuggestion: Boolean!\n) {\n  task(name: \"new-friend\") {\n    file\n    worlds: choices(list: \"worlds\", first: 500) {\n      key\n      label\n      id\n    }\n  }\n  suggestion: queuedSuggestion(id: $suggestion) @include(if: $fromSuggestion) {\n    id\n    status\n    newRecord\n    value\n    sourceUrl\n    inGameOn\n    note\n    count\n    evidence {\n      id\n      url\n      width\n      height\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "aca0710451713ec4f46bad3291d129c2";

export default node;
