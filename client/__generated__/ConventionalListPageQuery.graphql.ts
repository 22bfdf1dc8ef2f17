/**
 * @generated SignedSource<<fad247e44c1db2e3dfd36079976a5d35>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ConventionalListPageQuery$variables = {
  jpContent: boolean;
};
export type ConventionalListPageQuery$data = {
  readonly seriesTabs: ReadonlyArray<{
    readonly id: string;
    readonly name: string;
    readonly series: ReadonlyArray<{
      readonly available: number;
      readonly characters: ReadonlyArray<{
        readonly slug: string;
        readonly " $fragmentSpreads": FragmentRefs<"CharacterThumb_character">;
      }>;
      readonly enTitle: string;
      readonly id: string;
      readonly jpTitle: string | null | undefined;
      readonly large: boolean;
      readonly total: number;
    }>;
  }>;
  readonly upcomingCharacters: ReadonlyArray<{
    readonly debutAt: any | null | undefined;
    readonly shortName: string;
    readonly slug: string;
  }>;
};
export type ConventionalListPageQuery = {
  response: ConventionalListPageQuery$data;
  variables: ConventionalListPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "jpContent"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "enTitle",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "jpTitle",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "large",
  "storageKey": null
},
v6 = [
  {
    "kind": "Variable",
    "name": "jpContent",
    "variableName": "jpContent"
  }
],
v7 = {
  "alias": null,
  "args": (v6/*:: as any*/),
  "kind": "ScalarField",
  "name": "total",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": (v6/*:: as any*/),
  "kind": "ScalarField",
  "name": "available",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "slug",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "shortName",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "debutAt",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "ConventionalListPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "SeriesTab",
        "kind": "LinkedField",
        "name": "seriesTabs",
        "plural": true,
        "selections": [
          (v1/*:: as any*/),
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Series",
            "kind": "LinkedField",
            "name": "series",
            "plural": true,
            "selections": [
              (v1/*:: as any*/),
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              (v7/*:: as any*/),
              (v8/*:: as any*/),
              {
                "alias": null,
                "args": (v6/*:: as any*/),
                "concreteType": "Character",
                "kind": "LinkedField",
                "name": "characters",
                "plural": true,
                "selections": [
                  (v9/*:: as any*/),
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "CharacterThumb_character"
                  }
                ],
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
        "args": (v6/*:: as any*/),
        "concreteType": "Character",
        "kind": "LinkedField",
        "name": "upcomingCharacters",
        "plural": true,
        "selections": [
          (v9/*:: as any*/),
          (v10/*:: as any*/),
          (v11/*:: as any*/)
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
    "name": "ConventionalListPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "SeriesTab",
        "kind": "LinkedField",
        "name": "seriesTabs",
        "plural": true,
        "selections": [
          (v1/*:: as any*/),
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Series",
            "kind": "LinkedField",
            "name": "series",
            "plural": true,
            "selections": [
              (v1/*:: as any*/),
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              (v7/*:: as any*/),
              (v8/*:: as any*/),
              {
                "alias": null,
                "args": (v6/*:: as any*/),
                "concreteType": "Character",
                "kind": "LinkedField",
                "name": "characters",
                "plural": true,
                "selections": [
                  (v9/*:: as any*/),
                  (v10/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "shortNameTranslit",
                    "storageKey": null
                  },
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
                    "name": "status",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "worldCode",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "hasRebirth",
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
                    "name": "sample",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "CharacterImages",
                    "kind": "LinkedField",
                    "name": "images",
                    "plural": false,
                    "selections": [
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
                      }
                    ],
                    "storageKey": null
                  },
                  (v1/*:: as any*/)
                ],
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
        "args": (v6/*:: as any*/),
        "concreteType": "Character",
        "kind": "LinkedField",
        "name": "upcomingCharacters",
        "plural": true,
        "selections": [
          (v9/*:: as any*/),
          (v10/*:: as any*/),
          (v11/*:: as any*/),
          (v1/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "233415e6f2b517ee02c13a6d9e803a3e",
    "id": null,
    "metadata": {},
    "name": "ConventionalListPageQuery",
    "operationKind": "query",
    "text": "query ConventionalListPageQuery(\n  $jpContent: Boolean!\n) {\n  seriesTabs {\n    id\n    name\n    series {\n      id\n      enTitle\n      jpTitle\n      large\n      total(jpContent: $jpContent)\n      available(jpContent: $jpContent)\n      characters(jpContent: $jpContent) {\n        slug\n        ...CharacterThumb_character\n        id\n      }\n    }\n  }\n  upcomingCharacters(jpContent: $jpContent) {\n    slug\n    shortName\n    debutAt\n    id\n  }\n}\n\nfragment CharacterThumb_character on Character {\n  slug\n  shortName\n  shortNameTranslit\n  currentRarity\n  status\n  worldCode\n  hasRebirth\n  revealed\n  sample\n  images {\n    thumbnail\n    altThumbnail\n    spoilerSafeThumbnail\n  }\n}\n"
  }
};
})();

(node as any).hash = "d669b605c56d7528b3b48786384fd948";

export default node;
