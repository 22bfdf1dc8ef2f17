/**
 * @generated SignedSource<<73a17981bd9a9bf5bf1cd6f965dc270c>>
 * @relayHash 65db738aadcec6605f2cd2707f6c14f6
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 4537fb0a9cdc919580c15bba5c38c3eb14c5d9fa34031aa2a93f05e5ec5a9dbd

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type IllustratorCardOrder = "NAME" | "RELEASE" | "%future added value";
export type IllustratorOrder = "CARD_COUNT" | "EARLIEST" | "NAME" | "%future added value";
export type IllustratorListRefetchQuery$variables = {
  cardOrder?: IllustratorCardOrder | null | undefined;
  cardsDescending?: boolean | null | undefined;
  descending?: boolean | null | undefined;
  orderBy?: IllustratorOrder | null | undefined;
};
export type IllustratorListRefetchQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"IllustratorList_query">;
};
export type IllustratorListRefetchQuery = {
  response: IllustratorListRefetchQuery$data;
  variables: IllustratorListRefetchQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": "NAME",
    "kind": "LocalArgument",
    "name": "cardOrder"
  },
  {
    "defaultValue": false,
    "kind": "LocalArgument",
    "name": "cardsDescending"
  },
  {
    "defaultValue": false,
    "kind": "LocalArgument",
    "name": "descending"
  },
  {
    "defaultValue": "NAME",
    "kind": "LocalArgument",
    "name": "orderBy"
  }
],
v1 = {
  "kind": "Variable",
  "name": "descending",
  "variableName": "descending"
},
v2 = {
  "kind": "Variable",
  "name": "orderBy",
  "variableName": "orderBy"
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "IllustratorListRefetchQuery",
    "selections": [
      {
        "args": [
          {
            "kind": "Variable",
            "name": "cardOrder",
            "variableName": "cardOrder"
          },
          {
            "kind": "Variable",
            "name": "cardsDescending",
            "variableName": "cardsDescending"
          },
          (v1/*:: as any*/),
          (v2/*:: as any*/)
        ],
        "kind": "FragmentSpread",
        "name": "IllustratorList_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "IllustratorListRefetchQuery",
    "selections": [
      {
        "alias": null,
        "args": [
          (v1/*:: as any*/),
          {
            "kind": "Literal",
            "name": "first",
            "value": 2000
          },
          (v2/*:: as any*/)
        ],
        "concreteType": "QueryIllustratorsConnection",
        "kind": "LinkedField",
        "name": "illustrators",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "totalCount",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "QueryIllustratorsConnectionEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Illustrator",
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
                "selections": [
                  (v3/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "slug",
                    "storageKey": null
                  },
                  (v4/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "jpName",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "cardCount",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "earliestReleaseAt",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "twitter",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "pixiv",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "website",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": [
                      {
                        "kind": "Variable",
                        "name": "descending",
                        "variableName": "cardsDescending"
                      },
                      {
                        "kind": "Variable",
                        "name": "orderBy",
                        "variableName": "cardOrder"
                      }
                    ],
                    "concreteType": "StoryCard",
                    "kind": "LinkedField",
                    "name": "storyCards",
                    "plural": true,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "cardId",
                        "storageKey": null
                      },
                      (v4/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "nameOfficial",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "rarity",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "image",
                        "storageKey": null
                      },
                      (v3/*:: as any*/)
                    ],
                    "storageKey": null
                  }
                ],
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
    "id": "4537fb0a9cdc919580c15bba5c38c3eb14c5d9fa34031aa2a93f05e5ec5a9dbd",
    "metadata": {},
    "name": "IllustratorListRefetchQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "4eab0dab5c72615b49fda6e05851a795";

export default node;
