/**
 * @generated SignedSource<<267dc9b81488bd201c4c6bb38f8a0c09>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SuggestionsPageQuery$variables = {
  first: number;
};
export type SuggestionsPageQuery$data = {
  readonly suggestionActivity: {
    readonly " $fragmentSpreads": FragmentRefs<"SuggestionsPage_activity">;
  };
  readonly suggestionQueue: ReadonlyArray<{
    readonly createdAt: string;
    readonly id: number;
    readonly label: string;
    readonly " $fragmentSpreads": FragmentRefs<"SuggestionsPage_suggestion">;
  }>;
};
export type SuggestionsPageQuery = {
  response: SuggestionsPageQuery$data;
  variables: SuggestionsPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "first"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "first",
    "variableName": "first"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "label",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "createdAt",
  "storageKey": null
},
v5 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "arrived",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "networks",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "taken",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "refused",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "aboveNormal",
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "SuggestionsPageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "AdminSuggestion",
        "kind": "LinkedField",
        "name": "suggestionQueue",
        "plural": true,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "SuggestionsPage_suggestion"
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "SuggestionActivity",
        "kind": "LinkedField",
        "name": "suggestionActivity",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "SuggestionsPage_activity"
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "SuggestionsPageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "AdminSuggestion",
        "kind": "LinkedField",
        "name": "suggestionQueue",
        "plural": true,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "key",
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
            "name": "newRecord",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "task",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "current",
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
            "name": "screenshotUrl",
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
              (v2/*:: as any*/),
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
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "url",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "moreSources",
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
            "kind": "ScalarField",
            "name": "earlierAccepted",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "expiresAt",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "SuggestionActivity",
        "kind": "LinkedField",
        "name": "suggestionActivity",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "flood",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "usualPerHour",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "SuggestionArrivals",
            "kind": "LinkedField",
            "name": "lastHour",
            "plural": false,
            "selections": (v5/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "SuggestionArrivals",
            "kind": "LinkedField",
            "name": "lastDay",
            "plural": false,
            "selections": (v5/*:: as any*/),
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "2484019349fab65734a4323a3a6db408",
    "id": null,
    "metadata": {},
    "name": "SuggestionsPageQuery",
    "operationKind": "query",
    "text": "query SuggestionsPageQuery(\n  $first: Int!\n) {\n  suggestionQueue(first: $first) {\n    id\n    label\n    createdAt\n    ...SuggestionsPage_suggestion\n  }\n  suggestionActivity {\n    ...SuggestionsPage_activity\n  }\n}\n\nfragment SuggestionsPage_activity on SuggestionActivity {\n  flood\n  usualPerHour\n  lastHour {\n    arrived\n    networks\n    taken\n    refused\n    aboveNormal\n  }\n  lastDay {\n    arrived\n    networks\n    taken\n    refused\n    aboveNormal\n  }\n}\n\nfragment SuggestionsPage_suggestion on AdminSuggestion {\n  id\n  key\n  label\n  value\n  newRecord\n  task\n  current\n  sourceUrl\n  inGameOn\n  screenshotUrl\n  evidence {\n    id\n    width\n    height\n    url\n  }\n  moreSources\n  note\n  count\n  earlierAccepted\n  expiresAt\n}\n"
  }
};
})();

(node as any).hash = "bce87d0126fc8308077f77aa45f54f34";

export default node;
