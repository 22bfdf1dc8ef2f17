/**
 * @generated SignedSource<<4391f5ebd04d01050d993de884555ce9>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type NewPrayerPageQuery$variables = {
  fromSuggestion: boolean;
  suggestion: number;
};
export type NewPrayerPageQuery$data = {
  readonly suggestion?: {
    readonly " $fragmentSpreads": FragmentRefs<"taskParts_suggestion">;
  } | null | undefined;
  readonly task: {
    readonly file: string;
    readonly friends: ReadonlyArray<{
      readonly key: string;
      readonly label: string;
      readonly portrait: string | null | undefined;
    }>;
    readonly nextKey: string | null | undefined;
  } | null | undefined;
};
export type NewPrayerPageQuery = {
  response: NewPrayerPageQuery$data;
  variables: NewPrayerPageQuery$variables;
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
    "value": "new-prayer"
  }
],
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "file",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "nextKey",
  "storageKey": null
},
v5 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 2000
  },
  {
    "kind": "Literal",
    "name": "list",
    "value": "friends"
  }
],
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "key",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "label",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "portrait",
  "storageKey": null
},
v9 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "suggestion"
  }
],
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v11 = [
  (v10/*:: as any*/),
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
      (v10/*:: as any*/),
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
    "name": "NewPrayerPageQuery",
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
          (v4/*:: as any*/),
          {
            "alias": "friends",
            "args": (v5/*:: as any*/),
            "concreteType": "DataRecord",
            "kind": "LinkedField",
            "name": "choices",
            "plural": true,
            "selections": [
              (v6/*:: as any*/),
              (v7/*:: as any*/),
              (v8/*:: as any*/)
            ],
            "storageKey": "choices(first:2000,list:\"friends\")"
          }
        ],
        "storageKey": "task(name:\"new-prayer\")"
      },
      {
        "condition": "fromSuggestion",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": "suggestion",
            "args": (v9/*:: as any*/),
            "concreteType": "AdminSuggestion",
            "kind": "LinkedField",
            "name": "queuedSuggestion",
            "plural": false,
            "selections": [
              {
                "kind": "InlineDataFragmentSpread",
                "name": "taskParts_suggestion",
                "selections": (v11/*:: as any*/),
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
    "name": "NewPrayerPageQuery",
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
          (v4/*:: as any*/),
          {
            "alias": "friends",
            "args": (v5/*:: as any*/),
            "concreteType": "DataRecord",
            "kind": "LinkedField",
            "name": "choices",
            "plural": true,
            "selections": [
              (v6/*:: as any*/),
              (v7/*:: as any*/),
              (v8/*:: as any*/),
              (v10/*:: as any*/)
            ],
            "storageKey": "choices(first:2000,list:\"friends\")"
          }
        ],
        "storageKey": "task(name:\"new-prayer\")"
      },
      {
        "condition": "fromSuggestion",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": "suggestion",
            "args": (v9/*:: as any*/),
            "concreteType": "AdminSuggestion",
            "kind": "LinkedField",
            "name": "queuedSuggestion",
            "plural": false,
            "selections": (v11/*:: as any*/),
            "storageKey": null
          }
        ]
      }
    ]
  },
  "params": {
    "cacheID": "f912fbd234e865e609126bddeb8f149c",
    "id": null,
    "metadata": {},
    "name": "NewPrayerPageQuery",
    "operationKind": "query",
    "text": "query NewPrayerPageQuery(\n  $suggestion: Int!\n  $fromSuggestion: Boolean!\n) {\n  task(name: \"new-prayer\") {\n    file\n    nextKey\n    friends: choices(list: \"friends\", first: 2000) {\n      key\n      label\n      portrait\n      id\n    }\n  }\n  suggestion: queuedSuggestion(id: $suggestion) @include(if: $fromSuggestion) {\n    ...taskParts_suggestion\n  }\n}\n\nfragment taskParts_suggestion on AdminSuggestion {\n  id\n  status\n  newRecord\n  value\n  sourceUrl\n  inGameOn\n  note\n  count\n  evidence {\n    id\n    url\n    width\n    height\n  }\n}\n"
  }
};
})();

(node as any).hash = "7c556effad49a0cdde8bb7ae94e71afc";

export default node;
