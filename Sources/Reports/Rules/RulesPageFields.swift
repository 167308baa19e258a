/// The fields of a rules reference page: the line its folder's listing shows under its title.
struct RulesPageFields: LayoutFields {
    let summary: String
}
