/**
 * @generated SignedSource<<6a993ea790cb557550da3f20bfd1b36e>>
 * @relayHash 3a88470419cf0d77145daf9fb4a4947b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 4837346f7d1408f65caf4caf4ba5c6f66a211356146fae18ca0207cc27d3de41

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AttackKind = "LAST_WORD" | "SPELL_CARD_1" | "SPELL_CARD_2" | "%future added value";
export type AttackOrder = "BULLET_TYPE_POWER" | "CHARACTER" | "ELEMENT_POWER" | "KILLER_POWER" | "RELEASE" | "TOTAL_POWER" | "YIN_YANG_POWER" | "%future added value";
export type AttackTarget = "ALL" | "SINGLE" | "%future added value";
export type YinYang = "YANG" | "YIN" | "%future added value";
export type AttackListPageQuery$variables = {
  bulletType?: ReadonlyArray<string> | null | undefined;
  descending?: boolean | null | undefined;
  element?: ReadonlyArray<string> | null | undefined;
  killer?: ReadonlyArray<string> | null | undefined;
  kind?: ReadonlyArray<AttackKind> | null | undefined;
  orderBy: AttackOrder;
  role?: ReadonlyArray<string> | null | undefined;
  target?: AttackTarget | null | undefined;
  type?: ReadonlyArray<string> | null | undefined;
  world?: ReadonlyArray<string> | null | undefined;
  yinYang?: YinYang | null | undefined;
};
export type AttackListPageQuery$data = {
  readonly attackParts: {
    readonly killers: ReadonlyArray<{
      readonly code: string;
    }>;
    readonly source: {
      readonly asOf: string;
      readonly label: string;
      readonly name: string;
      readonly url: string;
    };
  };
  readonly worldGroups: ReadonlyArray<{
    readonly worlds: ReadonlyArray<{
      readonly code: string;
    }>;
  }>;
  readonly " $fragmentSpreads": FragmentRefs<"AttackFilters_query" | "AttackList_query">;
};
export type AttackListPageQuery = {
  response: AttackListPageQuery$data;
  variables: AttackListPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "bulletType"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "descending"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "element"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "killer"
},
v4 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "kind"
},
v5 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "orderBy"
},
v6 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "role"
},
v7 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "target"
},
v8 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "type"
},
v9 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "world"
},
v10 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "yinYang"
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "code",
  "storageKey": null
},
v12 = [
  (v11/*:: as any*/)
],
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v14 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "label",
  "storageKey": null
},
v15 = {
  "alias": null,
  "args": null,
  "concreteType": "FigureSource",
  "kind": "LinkedField",
  "name": "source",
  "plural": false,
  "selections": [
    (v13/*:: as any*/),
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
      "name": "asOf",
      "storageKey": null
    },
    (v14/*:: as any*/)
  ],
  "storageKey": null
},
v16 = {
  "kind": "Variable",
  "name": "bulletType",
  "variableName": "bulletType"
},
v17 = {
  "kind": "Variable",
  "name": "descending",
  "variableName": "descending"
},
v18 = {
  "kind": "Variable",
  "name": "element",
  "variableName": "element"
},
v19 = {
  "kind": "Variable",
  "name": "killer",
  "variableName": "killer"
},
v20 = {
  "kind": "Variable",
  "name": "kind",
  "variableName": "kind"
},
v21 = {
  "kind": "Variable",
  "name": "orderBy",
  "variableName": "orderBy"
},
v22 = {
  "kind": "Variable",
  "name": "role",
  "variableName": "role"
},
v23 = {
  "kind": "Variable",
  "name": "target",
  "variableName": "target"
},
v24 = {
  "kind": "Variable",
  "name": "type",
  "variableName": "type"
},
v25 = {
  "kind": "Variable",
  "name": "world",
  "variableName": "world"
},
v26 = {
  "kind": "Variable",
  "name": "yinYang",
  "variableName": "yinYang"
},
v27 = [
  (v11/*:: as any*/),
  (v14/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "attackCount",
    "storageKey": null
  }
],
v28 = [
  (v16/*:: as any*/),
  (v17/*:: as any*/),
  (v18/*:: as any*/),
  {
    "kind": "Literal",
    "name": "first",
    "value": 30
  },
  (v19/*:: as any*/),
  (v20/*:: as any*/),
  (v21/*:: as any*/),
  (v22/*:: as any*/),
  (v23/*:: as any*/),
  (v24/*:: as any*/),
  (v25/*:: as any*/),
  (v26/*:: as any*/)
],
v29 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v30 = [
  (v11/*:: as any*/),
  (v14/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "total",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "share",
    "storageKey": null
  }
];
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
      (v7/*:: as any*/),
      (v8/*:: as any*/),
      (v9/*:: as any*/),
      (v10/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "AttackListPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "AttackParts",
        "kind": "LinkedField",
        "name": "attackParts",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "AttackPartLabel",
            "kind": "LinkedField",
            "name": "killers",
            "plural": true,
            "selections": (v12/*:: as any*/),
            "storageKey": null
          },
          (v15/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "WorldGroup",
        "kind": "LinkedField",
        "name": "worldGroups",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "World",
            "kind": "LinkedField",
            "name": "worlds",
            "plural": true,
            "selections": (v12/*:: as any*/),
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "AttackFilters_query"
      },
      {
        "args": [
          (v16/*:: as any*/),
          (v17/*:: as any*/),
          (v18/*:: as any*/),
          (v19/*:: as any*/),
          (v20/*:: as any*/),
          (v21/*:: as any*/),
          (v22/*:: as any*/),
          (v23/*:: as any*/),
          (v24/*:: as any*/),
          (v25/*:: as any*/),
          (v26/*:: as any*/)
        ],
        "kind": "FragmentSpread",
        "name": "AttackList_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v4/*:: as any*/),
      (v7/*:: as any*/),
      (v10/*:: as any*/),
      (v2/*:: as any*/),
      (v0/*:: as any*/),
      (v3/*:: as any*/),
      (v9/*:: as any*/),
      (v8/*:: as any*/),
      (v6/*:: as any*/),
      (v5/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "AttackListPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "AttackParts",
        "kind": "LinkedField",
        "name": "attackParts",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "AttackPartLabel",
            "kind": "LinkedField",
            "name": "killers",
            "plural": true,
            "selections": (v27/*:: as any*/),
            "storageKey": null
          },
          (v15/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "AttackPartLabel",
            "kind": "LinkedField",
            "name": "elements",
            "plural": true,
            "selections": (v27/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "AttackPartLabel",
            "kind": "LinkedField",
            "name": "bulletTypes",
            "plural": true,
            "selections": (v27/*:: as any*/),
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "WorldGroup",
        "kind": "LinkedField",
        "name": "worldGroups",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "World",
            "kind": "LinkedField",
            "name": "worlds",
            "plural": true,
            "selections": [
              (v11/*:: as any*/),
              (v13/*:: as any*/)
            ],
            "storageKey": null
          },
          (v13/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v28/*:: as any*/),
        "concreteType": "QueryAttacksConnection",
        "kind": "LinkedField",
        "name": "attacks",
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
            "concreteType": "QueryAttacksConnectionEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Attack",
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
                "selections": [
                  (v29/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Character",
                    "kind": "LinkedField",
                    "name": "character",
                    "plural": false,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "slug",
                        "storageKey": null
                      },
                      (v29/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "nameEn",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "revealed",
                        "storageKey": null
                      },
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
                      {
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
                      }
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "kind",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "target",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "totalPower",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "hardPower",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "slicePower",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "AttackPower",
                    "kind": "LinkedField",
                    "name": "yinYang",
                    "plural": true,
                    "selections": (v30/*:: as any*/),
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "AttackPower",
                    "kind": "LinkedField",
                    "name": "elements",
                    "plural": true,
                    "selections": (v30/*:: as any*/),
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "AttackPower",
                    "kind": "LinkedField",
                    "name": "bulletTypes",
                    "plural": true,
                    "selections": (v30/*:: as any*/),
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "AttackPower",
                    "kind": "LinkedField",
                    "name": "killers",
                    "plural": true,
                    "selections": (v30/*:: as any*/),
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
        "args": (v28/*:: as any*/),
        "filters": [
          "kind",
          "target",
          "yinYang",
          "element",
          "bulletType",
          "killer",
          "world",
          "type",
          "role",
          "orderBy",
          "descending"
        ],
        "handle": "connection",
        "key": "AttackList_attacks",
        "kind": "LinkedHandle",
        "name": "attacks"
      }
    ]
  },
  "params": {
    "id": "4837346f7d1408f65caf4caf4ba5c6f66a211356146fae18ca0207cc27d3de41",
    "metadata": {},
    "name": "AttackListPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "701b99bf1c9d0d6bc3ad31f1cfd25185";

export default node;
