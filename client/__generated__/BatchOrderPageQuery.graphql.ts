/**
 * @generated SignedSource<<e2fb1aaefa1f9af39100d80ac84a25c6>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CharacterBatchKind = "REBIRTH" | "REBIRTH_COSTUME" | "RITUAL" | "STANDARD" | "%future added value";
export type BatchOrderPageQuery$variables = {
  kind: CharacterBatchKind;
};
export type BatchOrderPageQuery$data = {
  readonly characterBatches: ReadonlyArray<{
    readonly characters: ReadonlyArray<{
      readonly slug: string;
      readonly " $fragmentSpreads": FragmentRefs<"CharacterThumb_character">;
    }>;
    readonly date: any;
    readonly no: number;
  }>;
};
export type BatchOrderPageQuery = {
  response: BatchOrderPageQuery$data;
  variables: BatchOrderPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "kind"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "kind",
    "variableName": "kind"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "no",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "date",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "slug",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "BatchOrderPageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "CharacterBatch",
        "kind": "LinkedField",
        "name": "characterBatches",
        "plural": true,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Character",
            "kind": "LinkedField",
            "name": "characters",
            "plural": true,
            "selections": [
              (v4/*:: as any*/),
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
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "BatchOrderPageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "CharacterBatch",
        "kind": "LinkedField",
        "name": "characterBatches",
        "plural": true,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Character",
            "kind": "LinkedField",
            "name": "characters",
            "plural": true,
            "selections": [
              (v4/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "shortName",
                "storageKey": null
              },
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
    "cacheID": "e25c0949b062c834406443ddbcbc6d62",
    "id": null,
    "metadata": {},
    "name": "BatchOrderPageQuery",
    "operationKind": "query",
    "text": "query BatchOrderPageQuery(\n  $kind: CharacterBatchKind!\n) {\n  characterBatches(kind: $kind) {\n    no\n    date\n    characters {\n      slug\n      ...CharacterThumb_character\n      id\n    }\n  }\n}\n\nfragment CharacterThumb_character on Character {\n  slug\n  shortName\n  shortNameTranslit\n  currentRarity\n  status\n  worldCode\n  hasRebirth\n  revealed\n  sample\n  images {\n    thumbnail\n    altThumbnail\n    spoilerSafeThumbnail\n  }\n}\n"
  }
};
})();

(node as any).hash = "1760dde0091e48bd112cdaa9a3f485e9";

export default node;
