import Challenges

/// Kart Quest's challenge service, wired to the generated catalog and mapping.
public func makeKartQuestService(store: any ChallengeProgressStore) -> LocalChallengeProgressService {
    LocalChallengeProgressService(catalog: .kartQuest, mapping: KartQuestChallengeIDMapping(), store: store, reportsAutomatically: false)
}
