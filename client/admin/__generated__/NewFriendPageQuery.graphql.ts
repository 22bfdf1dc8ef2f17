/**
 * @generated SignedSource<<739b379a3952507adc38f73ef0be2702>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type NewFriendPageQuery$variables = {
  fromSuggestion: boolean;
  suggestion: number;
};
export type NewFriendPageQuery$data = {
  readonly suggestion?: {
    readonly " $fragmentSpreads": FragmentRefs<"taskParts_suggestion">;
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
v7 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "suggestion"
  }
],
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v9 = [
  (v8/*:: as any*/),
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
      (v8/*:: as any*/),
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
];
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
      {
        "condition": "fromSuggestion",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": "suggestion",
            "args": (v7/*:: as any*/),
            "concreteType": "AdminSuggestion",
            "kind": "LinkedField",
            "name": "queuedSuggestion",
            "plural": false,
            "selections": [
              {
                "kind": "InlineDataFragmentSpread",
                "name": "taskParts_suggestion",
                "selections": (v9/*:: as any*/),
                "args": null,
                "argumentDefinitions": []
              }
            ],
            "storageKey": null
          }
        ]
      }
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
              (v8/*:: as any*/)
            ],
            "storageKey": "choices(first:500,list:\"worlds\")"
          }
        ],
        "storageKey": "task(name:\"new-friend\")"
      },
      {
        "condition": "fromSuggestion",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": "suggestion",
            "args": (v7/*:: as any*/),
            "concreteType": "AdminSuggestion",
            "kind": "LinkedField",
            "name": "queuedSuggestion",
            "plural": false,
            "selections": (v9/*:: as any*/),
            "storageKey": null
          }
        ]
      }
    ]
  },
  "params": {
    "cacheID": "1d9f04f3a464cc13745c06a2e404bce3",
    "id": null,
    "metadata": {},
    "name": "NewFriendPageQuery",
    "operationKind": "query",
    "text": "query NewFriendPageQuery(\n  $suggestion: Int!\n  $fromSuggestion: Boolean!\n) {\n  task(name: \"new-friend\") {\n    file\n    worlds: choices(list: \"worlds\", first: 500) {\n      key\n      label\n      id\n    }\n  }\n  suggestion: queuedSuggestion(id: $suggestion) @include(if: $fromSuggestion) {\n    ...taskParts_suggestion\n  }\n}\n\nfragment taskParts_suggestion on AdminSuggestion {\n  id\n  status\n  newRecord\n  value\n  sourceUrl\n  inGameOn\n  note\n  count\n  evidence {\n    id\n    url\n    width\n    height\n  }\n}\n"
  }
};
})();

(node as any).hash = "0e89b2eea6abceb317e1769cf50b7672";

export default node;
