/**
 * @generated SignedSource<<4207f1bdb4df022d6f1eb15c8a319ce5>>
 * @relayHash e52d204eaba44309eb90547a4c2c88bf
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 4d298a8fb1421dc2e5c97cdf2e2eb2f089445b1596b89399fa03d1d54bab39a5

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AttackKind = "LAST_WORD" | "SPELL_CARD_1" | "SPELL_CARD_2" | "%future added value";
export type AttackOrder = "BULLET_TYPE_POWER" | "CHARACTER" | "ELEMENT_POWER" | "KILLER_POWER" | "RELEASE" | "TOTAL_POWER" | "YIN_YANG_POWER" | "%future added value";
export type AttackTarget = "ALL" | "SINGLE" | "%future added value";
export type YinYang = "YANG" | "YIN" | "%future added value";
export type AttackListPaginationQuery$variables = {
  bulletType?: ReadonlyArray<string> | null | undefined;
  count?: number | null | undefined;
  cursor?: string | null | undefined;
  descending?: boolean | null | undefined;
  element?: ReadonlyArray<string> | null | undefined;
  killer?: ReadonlyArray<string> | null | undefined;
  kind?: ReadonlyArray<AttackKind> | null | undefined;
  orderBy?: AttackOrder | null | undefined;
  role?: ReadonlyArray<string> | null | undefined;
  target?: AttackTarget | null | undefined;
  type?: ReadonlyArray<string> | null | undefined;
  world?: ReadonlyArray<string> | null | undefined;
  yinYang?: YinYang | null | undefined;
};
export type AttackListPaginationQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"AttackList_query">;
};
export type AttackListPaginationQuery = {
  response: AttackListPaginationQuery$data;
  variables: AttackListPaginationQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "bulletType"
  },
  {
    "defaultValue": 30,
    "kind": "LocalArgument",
    "name": "count"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "cursor"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "descending"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "element"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "killer"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "kind"
  },
  {
    "defaultValue": "TOTAL_POWER",
    "kind": "LocalArgument",
    "name": "orderBy"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "role"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "target"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "type"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "world"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "yinYang"
  }
],
v1 = {
  "kind": "Variable",
  "name": "bulletType",
  "variableName": "bulletType"
},
v2 = {
  "kind": "Variable",
  "name": "descending",
  "variableName": "descending"
},
v3 = {
  "kind": "Variable",
  "name": "element",
  "variableName": "element"
},
v4 = {
  "kind": "Variable",
  "name": "killer",
  "variableName": "killer"
},
v5 = {
  "kind": "Variable",
  "name": "kind",
  "variableName": "kind"
},
v6 = {
  "kind": "Variable",
  "name": "orderBy",
  "variableName": "orderBy"
},
v7 = {
  "kind": "Variable",
  "name": "role",
  "variableName": "role"
},
v8 = {
  "kind": "Variable",
  "name": "target",
  "variableName": "target"
},
v9 = {
  "kind": "Variable",
  "name": "type",
  "variableName": "type"
},
v10 = {
  "kind": "Variable",
  "name": "world",
  "variableName": "world"
},
v11 = {
  "kind": "Variable",
  "name": "yinYang",
  "variableName": "yinYang"
},
v12 = [
  {
    "kind": "Variable",
    "name": "after",
    "variableName": "cursor"
  },
  (v1/*:: as any*/),
  (v2/*:: as any*/),
  (v3/*:: as any*/),
  {
    "kind": "Variable",
    "name": "first",
    "variableName": "count"
  },
  (v4/*:: as any*/),
  (v5/*:: as any*/),
  (v6/*:: as any*/),
  (v7/*:: as any*/),
  (v8/*:: as any*/),
  (v9/*:: as any*/),
  (v10/*:: as any*/),
  (v11/*:: as any*/)
],
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v14 = [
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
    "name": "label",
    "storageKey": null
  },
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "AttackListPaginationQuery",
    "selections": [
      {
        "args": [
          (v1/*:: as any*/),
          {
            "kind": "Variable",
            "name": "count",
            "variableName": "count"
          },
          {
            "kind": "Variable",
            "name": "cursor",
            "variableName": "cursor"
          },
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          (v6/*:: as any*/),
          (v7/*:: as any*/),
          (v8/*:: as any*/),
          (v9/*:: as any*/),
          (v10/*:: as any*/),
          (v11/*:: as any*/)
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "AttackListPaginationQuery",
    "selections": [
      {
        "alias": null,
        "args": (v12/*:: as any*/),
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
                  (v13/*:: as any*/),
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
                      (v13/*:: as any*/),
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
                    "selections": (v14/*:: as any*/),
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "AttackPower",
                    "kind": "LinkedField",
                    "name": "elements",
                    "plural": true,
                    "selections": (v14/*:: as any*/),
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "AttackPower",
                    "kind": "LinkedField",
                    "name": "bulletTypes",
                    "plural": true,
                    "selections": (v14/*:: as any*/),
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "AttackPower",
                    "kind": "LinkedField",
                    "name": "killers",
                    "plural": true,
                    "selections": (v14/*:: as any*/),
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
        "args": (v12/*:: as any*/),
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
    "id": "4d298a8fb1421dc2e5c97cdf2e2eb2f089445b1596b89399fa03d1d54bab39a5",
    "metadata": {},
    "name": "AttackListPaginationQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "b9ab050d54692bbe73f5221d90073cc6";

export default node;
