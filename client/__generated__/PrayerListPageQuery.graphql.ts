/**
 * @generated SignedSource<<8d1e087a04a1e5c6cbd50cc84dc3d691>>
 * @relayHash 929f6f9153c951cd36d9c1f15491356f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 2404b8af8eec38407ff8d358b0f6b9f99512764384df1d7c94ddfd51e5ad8781

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PrayerListPageQuery$variables = {
  cards?: ReadonlyArray<number> | null | undefined;
  characterTypes?: ReadonlyArray<string> | null | undefined;
  characters?: ReadonlyArray<string> | null | undefined;
  end?: string | null | undefined;
  name?: string | null | undefined;
  prayerTypes?: ReadonlyArray<string> | null | undefined;
  start?: string | null | undefined;
  stepUps?: ReadonlyArray<string> | null | undefined;
};
export type PrayerListPageQuery$data = {
  readonly prayerFilterOptions: {
    readonly " $fragmentSpreads": FragmentRefs<"AdvancedSearch_options">;
  };
  readonly " $fragmentSpreads": FragmentRefs<"PrayerList_query">;
};
export type PrayerListPageQuery = {
  response: PrayerListPageQuery$data;
  variables: PrayerListPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "cards"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "characterTypes"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "characters"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "end"
},
v4 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "name"
},
v5 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "prayerTypes"
},
v6 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "start"
},
v7 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "stepUps"
},
v8 = {
  "kind": "Variable",
  "name": "cards",
  "variableName": "cards"
},
v9 = {
  "kind": "Variable",
  "name": "characterTypes",
  "variableName": "characterTypes"
},
v10 = {
  "kind": "Variable",
  "name": "characters",
  "variableName": "characters"
},
v11 = {
  "kind": "Variable",
  "name": "end",
  "variableName": "end"
},
v12 = {
  "kind": "Variable",
  "name": "name",
  "variableName": "name"
},
v13 = {
  "kind": "Variable",
  "name": "prayerTypes",
  "variableName": "prayerTypes"
},
v14 = {
  "kind": "Variable",
  "name": "start",
  "variableName": "start"
},
v15 = {
  "kind": "Variable",
  "name": "stepUps",
  "variableName": "stepUps"
},
v16 = [
  (v8/*:: as any*/),
  (v9/*:: as any*/),
  (v10/*:: as any*/),
  (v11/*:: as any*/),
  {
    "kind": "Literal",
    "name": "first",
    "value": 30
  },
  (v12/*:: as any*/),
  (v13/*:: as any*/),
  (v14/*:: as any*/),
  (v15/*:: as any*/)
],
v17 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v18 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v19 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
},
v20 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "revealed",
  "storageKey": null
},
v21 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "image",
  "storageKey": null
},
v22 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "slug",
  "storageKey": null
},
v23 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "nameEn",
  "storageKey": null
},
v24 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "shortName",
  "storageKey": null
},
v25 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "shortNameTranslit",
  "storageKey": null
},
v26 = {
  "alias": null,
  "args": null,
  "concreteType": "Portrait",
  "kind": "LinkedField",
  "name": "portrait",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "src",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "avifSrcSet",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "webpSrcSet",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v27 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "cardId",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v3/*:: as any*/),
      (v4/*:: as any*/),
      (v5/*:: as any*/),
      (v6/*:: as any*/),
      (v7/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "PrayerListPageQuery",
    "selections": [
      {
        "args": [
          (v8/*:: as any*/),
          (v9/*:: as any*/),
          (v10/*:: as any*/),
          (v11/*:: as any*/),
          (v12/*:: as any*/),
          (v13/*:: as any*/),
          (v14/*:: as any*/),
          (v15/*:: as any*/)
        ],
        "kind": "FragmentSpread",
        "name": "PrayerList_query"
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "PrayerFilterOptions",
        "kind": "LinkedField",
        "name": "prayerFilterOptions",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "AdvancedSearch_options"
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
      (v4/*:: as any*/),
      (v2/*:: as any*/),
      (v0/*:: as any*/),
      (v5/*:: as any*/),
      (v1/*:: as any*/),
      (v7/*:: as any*/),
      (v6/*:: as any*/),
      (v3/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "PrayerListPageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v16/*:: as any*/),
        "concreteType": "QueryPrayersConnection",
        "kind": "LinkedField",
        "name": "prayers",
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
            "concreteType": "QueryPrayersConnectionEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Prayer",
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
                "selections": [
                  (v17/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "prayerId",
                    "storageKey": null
                  },
                  (v18/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "types",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "typeLabel",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "startAt",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "startPrecision",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "endAt",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "endPrecision",
                    "storageKey": null
                  },
                  (v19/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "maxPulls",
                    "storageKey": null
                  },
                  (v20/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "sample",
                    "storageKey": null
                  },
                  (v21/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "PrayerRateUpCharacter",
                    "kind": "LinkedField",
                    "name": "rateUpCharacters",
                    "plural": true,
                    "selections": [
                      (v19/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "Character",
                        "kind": "LinkedField",
                        "name": "character",
                        "plural": false,
                        "selections": [
                          (v22/*:: as any*/),
                          (v23/*:: as any*/),
                          (v24/*:: as any*/),
                          (v25/*:: as any*/),
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "currentRarity",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "worldCode",
                            "storageKey": null
                          },
                          (v20/*:: as any*/),
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "thumbnail",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "altThumbnail",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "spoilerSafeThumbnail",
                            "storageKey": null
                          },
                          (v26/*:: as any*/),
                          (v17/*:: as any*/)
                        ],
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "PrayerRateUpCard",
                    "kind": "LinkedField",
                    "name": "rateUpCards",
                    "plural": true,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "isNew",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "PrayerItem",
                        "kind": "LinkedField",
                        "name": "card",
                        "plural": false,
                        "selections": [
                          (v27/*:: as any*/),
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "kind",
                            "storageKey": null
                          },
                          (v22/*:: as any*/),
                          (v18/*:: as any*/),
                          (v24/*:: as any*/),
                          (v25/*:: as any*/),
                          (v21/*:: as any*/),
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "rarity",
                            "storageKey": null
                          },
                          (v26/*:: as any*/)
                        ],
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "PrayerStepUp",
                    "kind": "LinkedField",
                    "name": "stepUps",
                    "plural": true,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "code",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "index",
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "__typename",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "cursor",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "PageInfo",
            "kind": "LinkedField",
            "name": "pageInfo",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "endCursor",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "hasNextPage",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v16/*:: as any*/),
        "filters": [
          "name",
          "characters",
          "cards",
          "prayerTypes",
          "characterTypes",
          "stepUps",
          "start",
          "end"
        ],
        "handle": "connection",
        "key": "PrayerList_prayers",
        "kind": "LinkedHandle",
        "name": "prayers"
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "PrayerFilterOptions",
        "kind": "LinkedField",
        "name": "prayerFilterOptions",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Character",
            "kind": "LinkedField",
            "name": "characters",
            "plural": true,
            "selections": [
              (v22/*:: as any*/),
              (v24/*:: as any*/),
              (v23/*:: as any*/),
              (v17/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "PrayerItem",
            "kind": "LinkedField",
            "name": "cards",
            "plural": true,
            "selections": [
              (v27/*:: as any*/),
              (v18/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "prayerTypes",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "characterTypes",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "stepUps",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "2404b8af8eec38407ff8d358b0f6b9f99512764384df1d7c94ddfd51e5ad8781",
    "metadata": {},
    "name": "PrayerListPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "888ca939271a92e790c06754c2e77d59";

export default node;
